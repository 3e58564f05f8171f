import { tileDisplayLabel } from '@tessera/core';
import { coreBoard } from '../boards/core/core-board.ts';
import messagesEn from '../messages/en.json';

/**
 * The core words of a language, for the core-word share of the usage reports (issue 28): what the word tiles of the
 * built-in core board say in it (its folders are not words), English where the vocabulary lacks one. Pass
 * `loadVocabulary(locale)`'s answer; undefined is English.
 */
export function coreWordsIn(vocabulary: Readonly<Record<string, string>> | undefined): string[] {
  const english: Readonly<Record<string, string>> = messagesEn;
  return coreBoard.tiles.filter((tile) => !tile.loadBoard).map((tile) => tileDisplayLabel(tile, (key) => vocabulary?.[key] ?? english[key]));
}
