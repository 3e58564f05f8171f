import type { Board } from '../schemas/board.ts';
import type { BoardSummary } from '../schemas/board-summary.ts';
import { MAX_NAME_LENGTH } from '../schemas/limits.ts';
import { nonEmptyText } from '../validation/field-rules.ts';

/**
 * Spec 01 §4: publishing a private board that has no description first asks for one, so that whoever finds it
 * among the public boards knows what it is for.
 */
export const needsDescriptionToPublish = (board: Pick<Board, 'isPublic' | 'description'>): boolean =>
  !board.isPublic && nonEmptyText(board.description) === null;

/**
 * The board made public or private. Publishing takes the description given with it (a board without one cannot
 * be published: null); unpublishing changes nothing else.
 */
export function withVisibility(board: Board, isPublic: boolean, description?: string): Board | null {
  if (!isPublic) return board.isPublic ? { ...board, isPublic: false } : board;
  const given = nonEmptyText(description);
  const kept = nonEmptyText(board.description);
  if (given === null && kept === null) return null;
  return { ...board, isPublic: true, description: given ?? kept ?? '' };
}

/**
 * The board with a new name and description (the "edit name and description" dialog). `name` undefined keeps the
 * name as it is (a built-in board's translated name stays translated); a typed name is required (null when empty)
 * and replaces the translated one. The description may be cleared, except on a public board, which keeps needing one.
 */
export function withDetails(board: Board, details: { name?: string | undefined; description: string }): Board | null {
  const name = details.name === undefined ? board.name : nonEmptyText(details.name);
  const description = details.description.trim();
  if (name === null || (board.isPublic && description === '')) return null;
  let next: Board = { ...board };
  if (details.name !== undefined && name !== board.name) {
    const { nameKey: _translated, ...rest } = board;
    next = { ...rest, name };
  }
  if (description === '') delete next.description;
  else next.description = description;
  return next;
}

// Characters that cannot be in a file name on one system or another (control characters are dropped apart).
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|]/g;
const withoutControlCharacters = (text: string): string => [...text].filter((char) => char.charCodeAt(0) >= 32).join('');

/** Spec 01 §7: a board's screenshot is uploaded named after the board's name, or its id, plus .png. */
export function coverFileName(board: Pick<Board, 'id' | 'name'>): string {
  const name = withoutControlCharacters(board.name).replace(UNSAFE_IN_FILE_NAMES, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH);
  return `${name || board.id}.png`;
}

/** What a list shows of a board of this device, in the shape the server lists boards (never its email). */
export function summaryOfBoard(board: Board): BoardSummary {
  const summary: BoardSummary = { id: board.id, name: board.name, isPublic: board.isPublic, tileCount: board.tiles.length };
  for (const key of ['nameKey', 'description', 'caption', 'author', 'locale', 'lastEdited'] as const) {
    const value = board[key];
    if (value !== undefined) summary[key] = value;
  }
  return summary;
}
