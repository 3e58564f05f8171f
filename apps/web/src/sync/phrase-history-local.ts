import { mergePhraseHistories, phraseOf, phraseSaid, type Phrase, type PhraseHistory, type Tile } from '@tessera/core';
import type { PhraseRecord, TesseraDb } from '../lib/db';
import { Outbox } from './outbox';

/** The meta key of the last clear's time (epoch ms). */
export const CLEARED_AT_KEY = 'phrase-history-cleared-at';

const withoutFlag = ({ unsent: _unsent, ...phrase }: PhraseRecord): Phrase => phrase;

/** This device's phrase history, in list order (favourites pinned, newest first). */
export async function readPhraseHistory(db: TesseraDb): Promise<PhraseHistory> {
  const [records, cleared] = await Promise.all([db.phrases.toArray(), db.meta.get(CLEARED_AT_KEY)]);
  return mergePhraseHistories({ phrases: records.map(withoutFlag), clearedAt: Number(cleared?.value ?? 0) }, { phrases: [], clearedAt: 0 });
}

/**
 * Writes the history as `next` has it, the phrases in `changed` marked unsent, in one transaction with the account's
 * queue entry (`queue`: a signed-in user's database), so what changed here reaches their other devices.
 */
async function writeHistory(db: TesseraDb, next: PhraseHistory, changed: ReadonlySet<string>, queue: boolean): Promise<void> {
  await db.transaction('rw', db.phrases, db.meta, db.outbox, async () => {
    const before = new Map((await db.phrases.toArray()).map((record) => [record.text, record]));
    const kept = new Set(next.phrases.map((phrase) => phrase.text));
    await db.phrases.bulkDelete([...before.keys()].filter((text) => !kept.has(text)));
    await db.phrases.bulkPut(next.phrases.map((phrase) => ({ ...phrase, unsent: changed.has(phrase.text) || before.get(phrase.text)?.unsent === true })));
    await db.meta.put({ key: CLEARED_AT_KEY, value: String(next.clearedAt) });
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
  await writeHistory(db, phraseSaid(await readPhraseHistory(db), phrase), new Set([phrase.text]), queue);
  return true;
}

/** Stars or unstars a phrase. */
export async function setFavourite(db: TesseraDb, text: string, favourite: boolean, queue: boolean, now = Date.now()): Promise<void> {
  const history = await readPhraseHistory(db);
  const phrases = history.phrases.map((phrase) => (phrase.text === text ? { ...phrase, favourite, changedAt: now } : phrase));
  await writeHistory(db, { ...history, phrases }, new Set([text]), queue);
}

/** Clears the history: every phrase said until now goes, on every device of the account; favourites stay. */
export async function clearPhraseHistory(db: TesseraDb, queue: boolean, now = Date.now()): Promise<void> {
  const history = await readPhraseHistory(db);
  await writeHistory(db, mergePhraseHistories(history, { phrases: [], clearedAt: now }), new Set(), queue);
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
    const cleared = await db.meta.get(CLEARED_AT_KEY);
    const local = { phrases: records.map(withoutFlag), clearedAt: Number(cleared?.value ?? 0) };
    const merged = mergePhraseHistories(local, remote);
    const sentAt = new Map(sent.map((phrase) => [phrase.text, phrase.changedAt]));
    const theirs = new Map(remote.phrases.map((phrase) => [phrase.text, phrase.changedAt]));
    const before = new Map(records.map((record) => [record.text, record]));
    const stillUnsent = (phrase: Phrase): boolean => {
      const record = before.get(phrase.text);
      if (!record?.unsent) return false;
      if (sentAt.get(phrase.text) === record.changedAt) return false;
      return (theirs.get(phrase.text) ?? -1) < record.changedAt;
    };
    const kept = new Set(merged.phrases.map((phrase) => phrase.text));
    await db.phrases.bulkDelete(records.map((record) => record.text).filter((text) => !kept.has(text)));
    await db.phrases.bulkPut(merged.phrases.map((phrase) => ({ ...phrase, unsent: stillUnsent(phrase) })));
    await db.meta.put({ key: CLEARED_AT_KEY, value: String(merged.clearedAt) });
  });
}
