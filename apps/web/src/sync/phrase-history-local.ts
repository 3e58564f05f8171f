import { mergePhraseHistories, phraseOf, phraseSaid, type Phrase, type PhraseHistory, type Tile } from '@tessera/core';
import type { PhraseRecord, TesseraDb } from '../lib/db';
import { Outbox } from './outbox';

/** The meta key of the last clear's time (epoch ms). */
export const CLEARED_AT_KEY = 'phrase-history-cleared-at';

const withoutFlag = ({ unsent: _unsent, ...phrase }: PhraseRecord): Phrase => phrase;

const historyOf = (records: readonly PhraseRecord[], clearedAt: string | undefined): PhraseHistory =>
  mergePhraseHistories({ phrases: records.map(withoutFlag), clearedAt: Number(clearedAt ?? 0) }, { phrases: [], clearedAt: 0 });

/** This device's phrase history, in list order (favourites pinned, newest first). */
export async function readPhraseHistory(db: TesseraDb): Promise<PhraseHistory> {
  const [records, cleared] = await Promise.all([db.phrases.toArray(), db.meta.get(CLEARED_AT_KEY)]);
  return historyOf(records, cleared?.value);
}

/** Writes `next` over `before`: only the records that changed, so a phrase said costs one write, not 500. */
async function writeRecords(db: TesseraDb, before: readonly PhraseRecord[], next: readonly PhraseRecord[], clearedAt: number): Promise<void> {
  const was = new Map(before.map((record) => [record.text, JSON.stringify(record)]));
  const kept = new Set(next.map((record) => record.text));
  await db.phrases.bulkDelete(before.map((record) => record.text).filter((text) => !kept.has(text)));
  await db.phrases.bulkPut(next.filter((record) => was.get(record.text) !== JSON.stringify(record)));
  await db.meta.put({ key: CLEARED_AT_KEY, value: String(clearedAt) });
}

/**
 * Changes the history as `change` says, read and written in one transaction (another tab may be saying a phrase
 * too), the phrases it names as changed marked unsent; with the account's queue entry when `queue` (a signed-in
 * user's database), so that what changed here reaches their other devices.
 */
async function changeHistory(
  db: TesseraDb,
  queue: boolean,
  change: (history: PhraseHistory) => { next: PhraseHistory; changed: readonly string[] },
): Promise<void> {
  await db.transaction('rw', db.phrases, db.meta, db.outbox, async () => {
    const records = await db.phrases.toArray();
    const { next, changed } = change(historyOf(records, (await db.meta.get(CLEARED_AT_KEY))?.value));
    const unsent = new Set([...changed, ...records.filter((record) => record.unsent).map((record) => record.text)]);
    await writeRecords(
      db,
      records,
      next.phrases.map((phrase) => ({ ...phrase, unsent: unsent.has(phrase.text) })),
      next.clearedAt,
    );
    if (queue) await new Outbox(db).add('phrases', 'user');
  });
}

/**
 * The output just spoken joins the history (said again, it moves to the top); answers whether anything was kept
 * (nothing is for an empty output or one over the limits, see core's phraseOf).
 */
export async function recordPhrase(db: TesseraDb, tiles: readonly Tile[], now: number, queue: boolean): Promise<boolean> {
  const phrase = phraseOf(tiles, now);
  if (!phrase) return false;
  await changeHistory(db, queue, (history) => ({ next: phraseSaid(history, phrase), changed: [phrase.text] }));
  return true;
}

/** Stars or unstars a phrase. */
export async function setFavourite(db: TesseraDb, text: string, favourite: boolean, queue: boolean, now = Date.now()): Promise<void> {
  await changeHistory(db, queue, (history) => ({
    next: { ...history, phrases: history.phrases.map((phrase) => (phrase.text === text ? { ...phrase, favourite, changedAt: now } : phrase)) },
    changed: [text],
  }));
}

/** Clears the history: every phrase said until now goes, on every device of the account; favourites stay. */
export async function clearPhraseHistory(db: TesseraDb, queue: boolean, now = Date.now()): Promise<void> {
  await changeHistory(db, queue, (history) => ({ next: mergePhraseHistories(history, { phrases: [], clearedAt: now }), changed: [] }));
}

/** The phrases the account does not have yet, at most `limit`, with this device's last clear. */
export async function unsentPhrases(db: TesseraDb, limit: number): Promise<{ phrases: Phrase[]; clearedAt: number; more: boolean }> {
  const [records, cleared] = await Promise.all([db.phrases.toArray(), db.meta.get(CLEARED_AT_KEY)]);
  const unsent = records.filter((record) => record.unsent).sort((a, b) => b.changedAt - a.changedAt);
  return { phrases: unsent.slice(0, limit).map(withoutFlag), clearedAt: Number(cleared?.value ?? 0), more: unsent.length > limit };
}

/**
 * The account's history arrived (the answer to a save, or a pull): merged with this device's. A phrase sent (`sent`)
 * that did not change again since is no longer unsent; one changed here after the account's copy stays unsent.
 */
export async function phraseHistoryArrived(db: TesseraDb, remote: PhraseHistory, sent: readonly Phrase[] = []): Promise<void> {
  await db.transaction('rw', db.phrases, db.meta, async () => {
    const records = await db.phrases.toArray();
    const merged = mergePhraseHistories(historyOf(records, (await db.meta.get(CLEARED_AT_KEY))?.value), remote);
    const sentAt = new Map(sent.map((phrase) => [phrase.text, phrase.changedAt]));
    const theirs = new Map(remote.phrases.map((phrase) => [phrase.text, phrase.changedAt]));
    const before = new Map(records.map((record) => [record.text, record]));
    const stillUnsent = (phrase: Phrase): boolean => {
      const record = before.get(phrase.text);
      if (!record?.unsent || sentAt.get(phrase.text) === record.changedAt) return false;
      return (theirs.get(phrase.text) ?? -1) < record.changedAt;
    };
    await writeRecords(
      db,
      records,
      merged.phrases.map((phrase) => ({ ...phrase, unsent: stillUnsent(phrase) })),
      merged.clearedAt,
    );
  });
}
