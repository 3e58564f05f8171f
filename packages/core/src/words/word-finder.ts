import type { Board } from '../schemas/board.ts';
import type { Tile } from '../schemas/tile.ts';
import { ownBoardIdFor } from '../boards/board-origins.ts';
import { foldWord, wordsOf } from './fold-word.ts';

/** One press on the way to a word: the folder tile `tileId` on board `boardId`. */
export type PathStep = { boardId: string; tileId: string };

/** A tile found by the word finder, and the folders to press from the root board to reach it (null: none leads there). */
export type FoundWord = {
  boardId: string;
  tileId: string;
  label: string;
  image?: string | undefined;
  path: PathStep[] | null;
};

/** The words of one or more tiles (the same words recur on many boards): matched once per search, whoever has them. */
type Text = { label: string; words: string[]; whole: string };
type Entry = { found: FoundWord; text: number; labelLength: number; presses: number };

/** How a tile's words are read: its label as shown (a built-in tile's may come from a translation) and what it says. */
export type TileWords = (tile: Tile, board: Board) => { label: string; vocalization?: string | undefined };

export type WordIndex = {
  /** The tiles whose label or words match `query` (accents and case ignored), best first, at most `limit`. */
  search: (query: string, limit?: number) => FoundWord[];
  size: number;
};

const defaultWords: TileWords = (tile) => ({ label: tile.label ?? '', vocalization: tile.vocalization });

/**
 * The shortest way from `rootId` to every board: for each board reachable through visible folder tiles, the
 * presses that lead there. A folder may name a built-in board the account keeps as its own copy (ownBoardIdFor);
 * loops are walked once.
 */
export function boardPaths(boards: Readonly<Record<string, Board>>, rootId: string): Map<string, PathStep[]> {
  const paths = new Map<string, PathStep[]>();
  const root = ownBoardIdFor(boards, rootId);
  if (!root) return paths;
  paths.set(root, []);
  const queue = [root];
  for (let next = 0; next < queue.length; next += 1) {
    const boardId = queue[next]!;
    const board = boards[boardId];
    if (!board) continue;
    const here = paths.get(boardId)!;
    for (const tile of board.tiles) {
      if (tile.hidden || !tile.loadBoard) continue;
      const target = ownBoardIdFor(boards, tile.loadBoard);
      if (!target || paths.has(target)) continue;
      paths.set(target, [...here, { boardId, tileId: tile.id }]);
      queue.push(target);
    }
  }
  return paths;
}

/**
 * An index of every visible tile of `boards` with words, for the word finder: built once when the boards change,
 * searched on every keystroke. A tile on a board no folder leads to is found too, with no path (it can still be
 * said); a hidden tile is not found, nor a folder's own name (its board is what it opens).
 */
export function buildWordIndex(boards: Readonly<Record<string, Board>>, rootId: string, tileWords: TileWords = defaultWords): WordIndex {
  const paths = boardPaths(boards, rootId);
  const entries: Entry[] = [];
  const texts: Text[] = [];
  const textIds = new Map<string, number>();
  for (const board of Object.values(boards)) {
    const path = paths.get(board.id) ?? null;
    for (const tile of board.tiles) {
      if (tile.hidden || tile.loadBoard) continue;
      const { label, vocalization } = tileWords(tile, board);
      const shown = label.trim() || vocalization?.trim() || '';
      if (!shown) continue;
      const whole = foldWord([label, vocalization].filter(Boolean).join(' '));
      const folded = foldWord(shown);
      const key = `${folded}\u0000${whole}`;
      let text = textIds.get(key);
      if (text === undefined) {
        text = texts.push({ label: folded, words: wordsOf(whole), whole }) - 1;
        textIds.set(key, text);
      }
      entries.push({
        found: { boardId: board.id, tileId: tile.id, label: shown, image: tile.image, path },
        text,
        labelLength: folded.length,
        presses: path ? path.length : Number.MAX_SAFE_INTEGER,
      });
    }
  }

  // Nearest first (fewest presses; no path last), then the shorter label: the order within each kind of match, set
  // once here so that a search takes the first `limit` of each kind in one pass, without sorting what it finds (a
  // one-letter query matches most of 2,000 boards' tiles).
  entries.sort((a, b) => a.presses - b.presses || a.labelLength - b.labelLength);

  const search = (query: string, limit = 20): FoundWord[] => {
    const wanted = foldWord(query.trim());
    if (!wanted || limit <= 0) return [];
    // Per distinct text: -1 no match; 0 the label is the query; 1 a word of it is; 2 a word begins with it; 3 it is
    // somewhere inside.
    const scores = new Int8Array(texts.length);
    texts.forEach(({ label, words, whole }, at) => {
      scores[at] = !whole.includes(wanted) ? -1 : label === wanted ? 0 : words.includes(wanted) ? 1 : words.some((word) => word.startsWith(wanted)) ? 2 : 3;
    });
    const kinds: Entry[][] = [[], [], [], []];
    for (const entry of entries) {
      const score = scores[entry.text]!;
      if (score < 0) continue;
      const kind = kinds[score]!;
      if (kind.length < limit) kind.push(entry);
      // The best kind is full: nothing later can come before it.
      if (score === 0 && kind.length === limit) break;
    }
    return kinds
      .flat()
      .slice(0, limit)
      .map((entry) => entry.found);
  };
  return { search, size: entries.length };
}
