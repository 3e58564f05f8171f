import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A board write that would take its owner past BOARD_QUOTA_MB even with every earlier version of theirs pruned. */
export class BoardQuotaExceeded extends Error {
  constructor() {
    super('board storage quota exceeded');
  }
}

/** Versions read at a time while pruning. */
const PRUNE_PAGE = 200;

const onPostgres = (db: Kysely<Database>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The board quota of one account inside a write's transaction (issue 26). The bytes are counted by triggers
 * (migration 0010). `enforce` reads them after the write: on PostgreSQL the trigger's update of the account's row holds
 * it until the transaction ends, so parallel writes of one account take turns there and cannot pass the quota
 * together. Every write locks a board row first and the account's row after it (through the trigger), never the other
 * way round, so two writes cannot wait for each other.
 */
export function boardStorage(db: Kysely<Database>) {
  const postgres = onPostgres(db);
  const versionSize = postgres ? sql<number>`octet_length(data)` : sql<number>`length(cast(data as blob))`;

  const bytesOf = async (trx: Transaction<Database>, email: string): Promise<number> => {
    const row = await trx.selectFrom('board_storage').select('bytes').where('email', '=', email).executeTakeFirst();
    return Number(row?.bytes ?? 0);
  };

  /** Deletes the account's oldest versions until `excess` bytes are freed, or none is left. */
  const prune = async (trx: Transaction<Database>, email: string, excess: number): Promise<void> => {
    let freed = 0;
    while (freed < excess) {
      const oldest = await trx
        .selectFrom('board_versions')
        .select(['board_id', 'version', versionSize.as('size')])
        .where('email', '=', email)
        .orderBy('replaced_at')
        .orderBy('board_id')
        .orderBy('version')
        .limit(PRUNE_PAGE)
        .execute();
      if (oldest.length === 0) return;
      const chosen: typeof oldest = [];
      for (const row of oldest) {
        if (freed >= excess) break;
        chosen.push(row);
        freed += Number(row.size);
      }
      await trx
        .deleteFrom('board_versions')
        .where((eb) => eb.or(chosen.map((row) => eb.and([eb('board_id', '=', row.board_id), eb('version', '=', row.version)]))))
        .execute();
    }
  };

  return {
    /** What the account keeps before a write (not locked: it only decides whether an account over its quota may shrink). */
    bytesBefore: (trx: Transaction<Database>, email: string) => bytesOf(trx, email),

    /** Locks every board of the account, before a write of many of them (an account's deletion) meets the account's row. */
    async lockBoardsOf(trx: Transaction<Database>, email: string): Promise<void> {
      if (postgres) await trx.selectFrom('boards').select('id').where('email', '=', email).orderBy('id').forUpdate().execute();
    },

    /**
     * After the write: within the quota, fine; past it, the owner's oldest kept versions go first; still past it,
     * the write is refused (BoardQuotaExceeded rolls the transaction back, pruning included) unless it took no more
     * room than there was before (an account over a lowered quota may still shrink or fix its boards).
     */
    async enforce(trx: Transaction<Database>, email: string, bytesBefore: number, quotaBytes: number): Promise<void> {
      const after = await bytesOf(trx, email);
      if (after <= quotaBytes) return;
      await prune(trx, email, after - quotaBytes);
      const pruned = await bytesOf(trx, email);
      if (pruned > quotaBytes && pruned > bytesBefore) throw new BoardQuotaExceeded();
    },
  };
}
