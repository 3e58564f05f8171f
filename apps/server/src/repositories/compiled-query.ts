import type { Compilable, Kysely } from 'kysely';
import { nameStatement } from '../db/named-statements.ts';
import type { Database } from '../db/schema.ts';

/** Stand-ins for the arguments while the query is built: texts no request can carry (every input refuses U+0000). */
const placeholder = (index: number): string => `\u0000argument ${index}\u0000`;

/**
 * A query built and compiled once, then run with each call's arguments where the placeholders were: Kysely otherwise
 * builds and compiles the query on every call (a tenth of a small read's time), and on PostgreSQL the statement is
 * named, so each connection parses and plans it once. `build` may use its arguments only as values (compared,
 * limits, offsets), passed through as they are: a value it transforms or branches on would be the placeholder's.
 */
export function compiledOnce<Args extends unknown[], Row>(db: Kysely<Database>, build: (...args: Args) => Compilable<Row>): (...args: Args) => Promise<Row[]> {
  const placeholders = Array.from({ length: build.length }, (_, index) => placeholder(index));
  const compiled = build(...(placeholders as Args)).compile();
  const slots = compiled.parameters.map((value) => placeholders.indexOf(value as string));
  nameStatement(compiled.sql);
  return async (...args) => {
    const parameters = compiled.parameters.map((value, index) => (slots[index] === -1 ? value : args[slots[index] as number]));
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
