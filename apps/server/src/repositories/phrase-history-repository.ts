import { mergePhraseHistories, PhraseTileSchema, type Phrase, type PhraseHistory } from '@tessera/core';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database, PhraseHistoryTable } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const StoredTilesSchema = z.array(PhraseTileSchema);

const phraseOfRow = (row: PhraseHistoryTable): Phrase => ({
  text: row.text,
  tiles: StoredTilesSchema.parse(JSON.parse(row.tiles)),
  spokenAt: Number(row.spoken_ms),
  changedAt: Number(row.changed_ms),
  favourite: row.favourite === 1,
});

const rowOf = (userId: string, phrase: Phrase): PhraseHistoryTable => ({
  user_id: userId,
  text: phrase.text,
  tiles: JSON.stringify(phrase.tiles),
  spoken_ms: phrase.spokenAt,
  changed_ms: phrase.changedAt,
  favourite: phrase.favourite ? 1 : 0,
});

const samePhrase = (a: Phrase, b: Phrase | undefined): boolean =>
  b !== undefined &&
  a.spokenAt === b.spokenAt &&
  a.changedAt === b.changedAt &&
  a.favourite === b.favourite &&
  JSON.stringify(a.tiles) === JSON.stringify(b.tiles);

/** The stored history as it is (at most MAX_KEPT_PHRASES rows: only merged histories are written). */
async function readStored(db: Db, userId: string): Promise<PhraseHistory> {
  const [rows, clear] = await Promise.all([
    db.selectFrom('phrase_history').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('phrase_history_clears').select('cleared_ms').where('user_id', '=', userId).executeTakeFirst(),
  ]);
  return { phrases: rows.map(phraseOfRow), clearedAt: Number(clear?.cleared_ms ?? 0) };
}

const CHUNK = 100;

/** Each user's phrase history (issue 31): at most MAX_KEPT_PHRASES phrases and the time of the last clear. */
export function createPhraseHistoryRepository(db: Kysely<Database>) {
  return {
    read: async (userId: string): Promise<PhraseHistory> => mergePhraseHistories(await readStored(db, userId), { phrases: [], clearedAt: 0 }),

    /**
     * Merges a device's phrases and clear into the stored history (core's mergePhraseHistories) and answers the whole
     * history. One transaction: its first statement writes the user's clear row, which locks it on PostgreSQL and makes
     * the transaction the writer on SQLite, so two devices' saves at once are merged one after the other.
     */
    save: (userId: string, incoming: PhraseHistory): Promise<PhraseHistory> =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('phrase_history_clears')
          .values({ user_id: userId, cleared_ms: 0 })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ user_id: userId }))
          .execute();
        const stored = await readStored(trx, userId);
        const merged = mergePhraseHistories(stored, incoming);
        const before = new Map(stored.phrases.map((phrase) => [phrase.text, phrase]));
        const kept = new Set(merged.phrases.map((phrase) => phrase.text));
        const gone = stored.phrases.filter((phrase) => !kept.has(phrase.text)).map((phrase) => phrase.text);
        const changed = merged.phrases.filter((phrase) => !samePhrase(phrase, before.get(phrase.text)));
        for (let start = 0; start < gone.length; start += CHUNK) {
          await trx
            .deleteFrom('phrase_history')
            .where('user_id', '=', userId)
            .where('text', 'in', gone.slice(start, start + CHUNK))
            .execute();
        }
        for (let start = 0; start < changed.length; start += CHUNK) {
          await trx
            .insertInto('phrase_history')
            .values(changed.slice(start, start + CHUNK).map((phrase) => rowOf(userId, phrase)))
            .onConflict((oc) =>
              oc.columns(['user_id', 'text']).doUpdateSet((eb) => ({
                tiles: eb.ref('excluded.tiles'),
                spoken_ms: eb.ref('excluded.spoken_ms'),
                changed_ms: eb.ref('excluded.changed_ms'),
                favourite: eb.ref('excluded.favourite'),
              })),
            )
            .execute();
        }
        if (merged.clearedAt !== stored.clearedAt) {
          await trx.updateTable('phrase_history_clears').set({ cleared_ms: merged.clearedAt }).where('user_id', '=', userId).execute();
        }
        return merged;
      }),
  };
}

export type PhraseHistoryRepository = ReturnType<typeof createPhraseHistoryRepository>;
