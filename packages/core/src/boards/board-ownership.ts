import type { Board } from '../schemas/board.ts';
import { isLocalBoardId } from '../ids/board-ids.ts';

/** Emails compare without surrounding spaces or case, as people type them differently. */
export function sameEmail(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The email that owns a board: its email field, or, on older records that kept it there, its author. */
export function boardOwnerEmail(board: Pick<Board, 'email' | 'author'>): string | undefined {
  if (board.email) return board.email;
  return board.author?.includes('@') ? board.author : undefined;
}

/**
 * The author as anyone but the owner may see it: older records kept the owner's email there, and nobody is shown
 * another person's email.
 */
export const authorShownToOthers = (author: string | undefined): string | undefined => (author && !author.includes('@') ? author : undefined);

/**
 * Only the owner may edit a remote board (spec 01 §4, §6). A local board (id under 14 characters)
 * is not remote yet, so anyone on this device may edit it.
 */
export function canEditRemoteBoard(board: Pick<Board, 'id' | 'email' | 'author'>, userEmail: string | undefined): boolean {
  if (isLocalBoardId(board.id)) return true;
  return sameEmail(boardOwnerEmail(board), userEmail);
}
