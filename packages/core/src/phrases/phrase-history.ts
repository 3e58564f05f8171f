import { z } from 'zod';
import { boundedText } from '../schemas/bounded-text.ts';
import { MAX_COLOUR_LENGTH, MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_SHORT_TEXT_LENGTH, MAX_URL_LENGTH, MAX_VOCALIZATION_LENGTH } from '../schemas/limits.ts';
import { TileTypeSchema, type Tile } from '../schemas/tile.ts';
import { joinOutputPhrase } from '../output/output-rules.ts';
import { foldWord } from '../words/fold-word.ts';

/** At most this many phrases are kept per account (and per device): past it, the oldest that are not favourites go. */
export const MAX_KEPT_PHRASES = 500;
/**
 * A phrase longer than this is not kept. 500 characters are at most 2,000 bytes of UTF-8: the phrase is the key of its
 * row, and PostgreSQL's index keys stay well under their 2,704-byte limit.
 */
export const MAX_KEPT_PHRASE_LENGTH = 500;
/** A phrase of more symbols than this is not kept. */
export const MAX_PHRASE_TILES = 60;
const MAX_EPOCH_MS = 8_640_000_000_000_000;

const epochMs = () => z.number().int().nonnegative().max(MAX_EPOCH_MS);

/**
 * A symbol of a kept phrase: what the output bar needs to show and say it again. Its picture and sound are a URL, a
 * `media:` reference or a symbol path; a data URL (a file not uploaded yet) is left out, never kept in the history.
 */
export const PhraseTileSchema = z.object({
  id: boundedText(MAX_ID_LENGTH).min(1),
  label: boundedText(MAX_NAME_LENGTH).optional(),
  vocalization: boundedText(MAX_VOCALIZATION_LENGTH).optional(),
  image: boundedText(MAX_URL_LENGTH).optional(),
  sound: boundedText(MAX_URL_LENGTH).optional(),
  type: TileTypeSchema.optional(),
  backgroundColor: boundedText(MAX_COLOUR_LENGTH).optional(),
  borderColor: boundedText(MAX_COLOUR_LENGTH).optional(),
  action: boundedText(MAX_SHORT_TEXT_LENGTH).optional(),
});
export type PhraseTile = z.infer<typeof PhraseTileSchema>;

/**
 * A phrase spoken from the output bar (issue 31, phrase history). Its text is its key: the same phrase said again is
 * one entry, moved to the top. `changedAt` moves with every change (said again, starred, unstarred): of two devices'
 * copies, the later change wins.
 */
export const PhraseSchema = z.object({
  text: boundedText(MAX_KEPT_PHRASE_LENGTH).min(1),
  tiles: z.array(PhraseTileSchema).min(1).max(MAX_PHRASE_TILES),
  spokenAt: epochMs(),
  favourite: z.boolean(),
  changedAt: epochMs(),
});
export type Phrase = z.infer<typeof PhraseSchema>;

/**
 * The account's phrase history: the phrases kept, and when it was last cleared (0: never). A clear removes every phrase
 * that is not a favourite and was said at or before `clearedAt`, on every device, even one that was offline then.
 */
export const PhraseHistorySchema = z.object({
  phrases: z.array(PhraseSchema).max(MAX_KEPT_PHRASES),
  clearedAt: epochMs(),
});
export type PhraseHistory = z.infer<typeof PhraseHistorySchema>;

/** At most this many phrases go to the server in one save: a device with more sends them in turn. */
export const MAX_PHRASES_PER_SAVE = 100;

/** A save of a device's phrases (those changed since its last save) and its last clear; answered with the whole history. */
export const PhraseHistorySaveSchema = z.object({
  phrases: z.array(PhraseSchema).max(MAX_PHRASES_PER_SAVE),
  clearedAt: epochMs(),
});
export type PhraseHistorySave = z.infer<typeof PhraseHistorySaveSchema>;

export const NO_PHRASE_HISTORY: PhraseHistory = { phrases: [], clearedAt: 0 };

const MEDIA_FIELDS = ['image', 'sound'] as const;
const TEXT_FIELDS = ['id', 'label', 'vocalization', 'type', 'backgroundColor', 'borderColor', 'action'] as const;

/** A tile of the output as the history keeps it (see PhraseTileSchema); a live tile keeps what was typed in it, as a word. */
export function phraseTileOf(tile: Tile): PhraseTile {
  const kept: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) if (tile[field] !== undefined) kept[field] = tile[field];
  if (tile.type === 'live') delete kept.type;
  for (const field of MEDIA_FIELDS) {
    const value = tile[field];
    if (value && !value.startsWith('data:') && value.length <= MAX_URL_LENGTH) kept[field] = value;
  }
  return kept as PhraseTile;
}

/**
 * The output just spoken as a phrase to keep, or null when there is nothing to keep: no words, or a phrase longer
 * than MAX_KEPT_PHRASE_LENGTH characters or MAX_PHRASE_TILES symbols (such a phrase is said, never kept).
 */
export function phraseOf(tiles: readonly Tile[], now: number): Phrase | null {
  const said = tiles.filter((tile) => tile.type !== 'live' || tile.label?.trim());
  const text = joinOutputPhrase(said).replace(/\s+/gu, ' ').trim();
  if (!text || text.length > MAX_KEPT_PHRASE_LENGTH || said.length > MAX_PHRASE_TILES) return null;
  const parsed = PhraseSchema.safeParse({ text, tiles: said.map(phraseTileOf), spokenAt: now, favourite: false, changedAt: now });
  return parsed.success ? parsed.data : null;
}

/** Favourites first, then the rest; each newest first. */
const listOrder = (a: Phrase, b: Phrase): number => Number(b.favourite) - Number(a.favourite) || b.spokenAt - a.spokenAt || (a.text < b.text ? -1 : 1);

/** The phrases kept: at most MAX_KEPT_PHRASES, the oldest that are not favourites going first; in list order. */
export function trimPhrases(phrases: readonly Phrase[]): Phrase[] {
  return [...phrases].sort(listOrder).slice(0, MAX_KEPT_PHRASES);
}

/** What a clear at `clearedAt` leaves: the favourites, and what was said after it. */
export function afterClear(phrases: readonly Phrase[], clearedAt: number): Phrase[] {
  return phrases.filter((phrase) => phrase.favourite || phrase.spokenAt > clearedAt);
}

/** Of two copies of a phrase, the later change; said at the later of the two times. */
function laterCopy(a: Phrase, b: Phrase): Phrase {
  const later = b.changedAt > a.changedAt || (b.changedAt === a.changedAt && b.spokenAt > a.spokenAt) ? b : a;
  return { ...later, spokenAt: Math.max(a.spokenAt, b.spokenAt) };
}

/** Two histories as one (this device's and the account's): each phrase's later change, the later clear applied, trimmed. */
export function mergePhraseHistories(a: PhraseHistory, b: PhraseHistory): PhraseHistory {
  const byText = new Map<string, Phrase>();
  for (const phrase of [...a.phrases, ...b.phrases]) {
    const known = byText.get(phrase.text);
    byText.set(phrase.text, known ? laterCopy(known, phrase) : phrase);
  }
  const clearedAt = Math.max(a.clearedAt, b.clearedAt);
  return { phrases: trimPhrases(afterClear([...byText.values()], clearedAt)), clearedAt };
}

/** The phrase said (again): at the top of the history, a favourite staying one. */
export function phraseSaid(history: PhraseHistory, phrase: Phrase): PhraseHistory {
  const known = history.phrases.find((entry) => entry.text === phrase.text);
  const said = { ...phrase, favourite: known?.favourite ?? phrase.favourite };
  return { ...history, phrases: trimPhrases([said, ...history.phrases.filter((entry) => entry !== known)]) };
}

/** The phrases the list shows for a search (case and accents ignored; every word of the search in the phrase), favourites pinned. */
export function phrasesShown(phrases: readonly Phrase[], search: string): Phrase[] {
  const wanted = foldWord(search).split(/\s+/u).filter(Boolean);
  const shown = wanted.length === 0 ? [...phrases] : phrases.filter((phrase) => wanted.every((word) => foldWord(phrase.text).includes(word)));
  return shown.sort(listOrder);
}
