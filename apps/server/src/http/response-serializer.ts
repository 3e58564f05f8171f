import type { FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
import { serializerFor } from '../json/compiled-serializer.ts';

/**
 * Answers are written by fast-json-stringify from the route's response schema, not parsed again by zod: zod's own
 * serialiser re-validated every answer (380 µs for a 60-tile board, ten times writing its JSON). Requests are still
 * validated by zod on the way in, which is where the limits hold.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => serializerFor(schema);
