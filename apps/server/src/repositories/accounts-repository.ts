import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deleteUsageReportsOf } from './analytics-repository.ts';
import type { BoardChangeReports } from './board-change-reports.ts';
import { boardStorage } from './board-storage.ts';
import { normalizeEmail } from './users-repository.ts';

/** Whole accounts: what goes when a user deletes theirs. */
export function createAccountsRepository(db: Kysely<Database>, boardChanges: BoardChangeReports) {
  const storage = boardStorage(db);
  return {
    /**
     * Deletes the user and everything they own, in one transaction: their boards and communicators
     * (owned by email) and the tombstones of boards they deleted, their settings, reset links,
     * sessions and media records, their usage reports, and the user row itself. Returns the names of their media files, for the
     * caller to remove from disk once the transaction has committed.
     */
    async deleteEverything(user: { id: string; email: string }): Promise<string[]> {
      const email = normalizeEmail(user.email);
      const files = await db.transaction().execute(async (trx) => {
        await storage.lockBoardsOf(trx, email);
        await trx.deleteFrom('boards').where('email', '=', email).execute();
        await trx.deleteFrom('board_tombstones').where('email', '=', email).execute();
        await trx.deleteFrom('board_versions').where('email', '=', email).execute();
        await trx.deleteFrom('communicators').where('email', '=', email).execute();
        const media = await trx.deleteFrom('media').where('owner_id', '=', user.id).returning('file_name').execute();
        await trx.deleteFrom('settings').where('user_id', '=', user.id).execute();
        await trx.deleteFrom('password_resets').where('user_id', '=', user.id).execute();
        // Every token of the account stops working with its sessions, and the byte count goes with the boards.
        await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
        await trx.deleteFrom('board_storage').where('email', '=', email).execute();
        await deleteUsageReportsOf(trx, user.id);
        await trx.deleteFrom('users').where('id', '=', user.id).execute();
        return media.map((row) => row.file_name);
      });
      boardChanges.report(null);
      return files;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
