import { createAction } from '@reduxjs/toolkit';
import type { Board, Communicator, CommunicatorRoot } from '@tessera/core';

/*
 * Changes to the user's boards that more than one slice follows (the board store, the communicator). Every
 * edit reaches the boards through these, sent by `commitBoard` (commit-board.ts, the one way an edited board is
 * kept) and the other edits of state/ that make, copy, delete or restore boards (tile-edits.ts, public-board-copy.ts,
 * delete-board.ts, undo.ts, featured-root.ts), by an import (features/import-export) and by the sync's restore of an
 * earlier version (sync/restore-version.ts).
 * `now` is an ISO timestamp chosen by the sender, so reducers stay pure.
 */

/** An edited board is kept as the user's own (a built-in board becomes the user's copy under the same id). */
export const boardSaved = createAction<{ board: Board; now: string }>('board/saved');

/** A board made on this device, e.g. by a folder tile; it joins the active communicator. */
export const boardCreated = createAction<{ board: Board; now: string }>('board/created');

/**
 * A reserved built-in board (spec 01 §4) was edited: the edit is saved as a copy with a new id, and the
 * communicator's root, the history and the user's folder tiles follow the copy.
 */
export const reservedBoardCopied = createAction<{ previousId: string; board: Board; now: string }>('board/reservedCopied');

/**
 * Copies of someone else's public board and the boards it links to (spec 01 §4), or boards imported from a file
 * (spec 02 §5, no renames): the user's new boards, which join the active communicator; where the history showed an
 * original, it shows its copy.
 */
export const boardsCopied = createAction<{ boards: Board[]; renames: [string, string][]; now: string }>('board/copied');

export const boardsDeleted = createAction<{ ids: string[] }>('board/deleted');

/** Undo: boards (and the communicator) as they were before an edit. */
export const boardsRestored = createAction<{ boards: Board[]; communicator?: Communicator; now: string }>('board/restored');

/**
 * The active communicator got a new root board (a featured set chosen, or that choice undone): the communicator
 * takes these fields and the board screen starts over at the root. A plain action, so a notice's Undo can carry it.
 */
export const communicatorRootChosen = createAction<CommunicatorRoot>('communicator/rootChosen');
