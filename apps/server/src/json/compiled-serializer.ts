import fastJsonStringify, { type AnySchema } from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const isObject = (value: unknown): value is JsonSchema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Keywords whose value maps names to schemas (the names are not keywords). */
const SCHEMAS_BY_NAME = new Set(['properties', 'patternProperties', '$defs', 'definitions']);
/** Keywords whose value is data, not a schema. */
const DATA = new Set(['const', 'enum', 'examples']);

/**
 * The schema without `required` and `default`, which the serialiser would act on and zod's did not. fast-json-stringify
 * writes the required properties before the others (answers keep the order of the zod shape, as they always had, and
 * as the stored board JSON has it), and writes a default where a value is missing (zod left an optional section out).
 * Nothing is lost: what a route answers was checked when it was written.
 */
const forSerializer = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(forSerializer);
  if (!isObject(node)) return node;
  const copy: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (keyword === 'required' || keyword === 'default') continue;
    if (SCHEMAS_BY_NAME.has(keyword) && isObject(value))
      copy[keyword] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, forSerializer(schema)]));
    else copy[keyword] = DATA.has(keyword) ? value : forSerializer(value);
  }
  return copy;
};

/** The JSON Schema of what a zod schema answers (its output side), as the serialiser takes it; refinements and limits are not in it. */
export const serializedJsonSchema = (schema: z.ZodType): JsonSchema =>
  forSerializer(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' })) as JsonSchema;

/** Compiled once per zod schema (MessageSchema serves most routes' errors). */
const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * JSON text of a value of `schema`, written by fast-json-stringify: keys in the shape's order, keys the shape does not
 * list left out, missing ones left out. Nothing is validated.
 */
export const serializerFor = (schema: z.ZodType): ((data: unknown) => string) => {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJsonStringify(serializedJsonSchema(schema) as AnySchema) as (data: unknown) => string;
    compiled.set(schema, serialize);
  }
  return serialize;
};
