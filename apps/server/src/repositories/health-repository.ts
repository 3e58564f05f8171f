import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { compiledOnce } from './compiled-query.ts';

export function createHealthRepository(db: Kysely<Database>) {
  // Load balancers ask this every few seconds, of every instance.
  const one = compiledOnce(db, () => db.selectNoFrom(sql<number>`1`.as('one')));
  return {
    /** True when the database answers a trivial query. */
    async ping(): Promise<boolean> {
      try {
        await one();
        return true;
      } catch {
        return false;
      }
    },
  };
}
