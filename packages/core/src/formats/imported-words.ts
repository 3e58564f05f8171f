import { isRecord, type LooseRecord } from '../boards/normalize-board-record.ts';
import { keyLastPart, keyWords, looksLikeMessageKey, type OwnWords } from './message-key-words.ts';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** Keys of ours (`tessera.…`, as our own exports write them) are kept: the app has their words in every language. */
const isOwnKey = (key: string): boolean => key.startsWith('tessera.');

const capitalised = (words: string): string => words.charAt(0).toLocaleUpperCase('en') + words.slice(1);

/**
 * A tile's words when the file names them by another app's key: the key of ours that names the same word (the
 * label then follows the interface language), else the file's label, else the key's words. The other app's key
 * goes: it means nothing here, and could name one of our interface's own messages.
 */
function tileWords(tile: LooseRecord, own: OwnWords | undefined): LooseRecord {
  const key = text(tile.labelKey);
  if (key === undefined || isOwnKey(key)) return tile;
  const words = keyWords(key);
  const ours = own?.tileKey(words);
  const { labelKey: _foreign, ...rest } = tile;
  return { ...rest, label: text(tile.label) ?? words, ...(ours ? { labelKey: ours } : {}) };
}

/**
 * A board's name likewise: our board's key when the other app's names one of our boards (its name then the key's
 * last part, as our boards have it, so the title is translated), else the file's name, else the key's words. A
 * description that is a message key ('picSeePalBoardDescription') is no description.
 */
function boardWords(board: LooseRecord, own: OwnWords | undefined): LooseRecord {
  const { nameKey: rawKey, description: rawDescription, ...rest } = board;
  const description = text(rawDescription);
  const out: LooseRecord = { ...rest, ...(description && !looksLikeMessageKey(description.trim()) ? { description } : {}) };
  const key = text(rawKey);
  if (key !== undefined && isOwnKey(key)) return { ...out, nameKey: key };
  if (key === undefined) return out;
  const words = keyWords(key);
  const ours = own?.boardKey(words);
  if (ours) return { ...out, name: keyLastPart(ours), nameKey: ours };
  const name = text(board.name);
  return { ...out, name: name && name !== keyLastPart(key) ? name : capitalised(words) };
}

/** A board record read from a file, with words where the file has only another app's message keys. */
export function importedWords(board: LooseRecord, own: OwnWords | undefined): LooseRecord {
  const tiles = Array.isArray(board.tiles) ? board.tiles.map((tile) => (isRecord(tile) ? tileWords(tile, own) : tile)) : board.tiles;
  return { ...boardWords(board, own), tiles };
}
