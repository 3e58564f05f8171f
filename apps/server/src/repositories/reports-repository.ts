import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type NewReport = { id: string; boardId: string; reason: string; language: string | null; data: unknown; createdAt: Date };
export type StoredReport = NewReport & { mailedAt: string | null };

/** Reports of inappropriate boards, kept for the moderators. */
export function createReportsRepository(db: Kysely<Database>) {
  return {
    async insert(report: NewReport): Promise<void> {
      await db
        .insertInto('reports')
        .values({
          id: report.id,
          board_id: report.boardId,
          reason: report.reason,
          language: report.language,
          data: JSON.stringify(report.data),
          created_at: report.createdAt.toISOString(),
          mailed_at: null,
        })
        .execute();
    },

    async markMailed(id: string, at: Date): Promise<void> {
      await db.updateTable('reports').set({ mailed_at: at.toISOString() }).where('id', '=', id).execute();
    },

    /** Reports about one board, oldest first. */
    async listForBoard(boardId: string): Promise<StoredReport[]> {
      const rows = await db.selectFrom('reports').selectAll().where('board_id', '=', boardId).orderBy('created_at', 'asc').execute();
      return rows.map((row) => ({
        id: row.id,
        boardId: row.board_id,
        reason: row.reason,
        language: row.language,
        data: JSON.parse(row.data) as unknown,
        createdAt: new Date(row.created_at),
        mailedAt: row.mailed_at,
      }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
