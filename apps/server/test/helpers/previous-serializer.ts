import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * How answers were written before they were serialised by fast-json-stringify: zod checked the value against the
 * response schema (keys it does not list dropped) and JSON.stringify wrote it. The yardstick of "byte for byte as before".
 */
export const previousSerializer = (schema: z.ZodType): ((value: unknown) => string) =>
  serializerCompiler({ schema, method: 'GET', url: '/test' } as FastifyRouteSchemaDef<z.ZodType>) as (value: unknown) => string;
