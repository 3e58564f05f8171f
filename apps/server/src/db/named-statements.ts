import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** SQL text → statement name, for the queries the repositories compile once (repositories/compiled-query.ts). */
const names = new Map<string, string>();

/**
 * Asks for `sql` to be a named statement on PostgreSQL: each connection then parses and plans it once and later only
 * binds new values (twice the queries a second on this machine). Only the queries a repository compiles once are
 * named, so the statements a connection keeps are a known, small set; the others stay unnamed.
 */
export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `tessera_${names.size + 1}`);
}

/** The pool as Kysely uses it, its clients sending named statements for the SQL texts marked with nameStatement. */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let kyselyClient = wrapped.get(client);
    if (!kyselyClient) {
      kyselyClient = {
        // A cursor (Kysely's stream) goes through as it is.
        query: ((query: string, values?: unknown[]) => {
          const name = typeof query === 'string' ? names.get(query) : undefined;
          return name ? client.query({ name, text: query, values }) : client.query(query, values);
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      wrapped.set(client, kyselyClient);
    }
    return kyselyClient;
  };
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() };
}
