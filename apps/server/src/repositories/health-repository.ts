import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export function createHealthRepository(db: Kysely<Database>) {
  return {
    /** True when the database answers a trivial query. */
    async ping(): Promise<boolean> {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
  };
}
