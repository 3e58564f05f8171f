import { sameEmail, type Board } from '@tessera/core';

/** The signed-in user's boards: theirs, or nobody's yet (made on this device as a guest, or a built-in copy). */
export const isOwnBoard = (board: Board, email: string): boolean => !board.email || sameEmail(board.email, email);
