import { createAction } from '@reduxjs/toolkit';
import type { Board, Communicator } from '@tessera/core';

/*
 * What the server's answers do to this device's boards and communicators (spec 01 §4 "Board persistence").
 * sync/ sends them; the board, communicator and undo slices follow.
 */

/** A local board and what the server answered when it was created. */
export interface ReplacedBoardId {
  previousId: string;
  board: Board;
}

/**
 * Local boards were created on the server: each takes the server id everywhere (tiles' loadBoard, the
 * communicators' boards and root, the history). A board keeps its content on this device, which may be
 * newer than what was sent; the user's boards whose tiles changed are marked markToUpdate. The answers of
 * the creates sent together come as one action, so 1,000 new boards are not 1,000 passes over the store.
 */
export const boardIdReplaced = createAction<{ replaced: ReplacedBoardId[]; userEmail: string }>('sync/boardIdReplaced');

/** A local communicator was created on the server and takes the server id (and stays active if it was). */
export const communicatorIdReplaced = createAction<{ previousId: string; communicator: Communicator }>('sync/communicatorIdReplaced');

/** Boards fetched from the account (already merged by lastEdited) and boards deleted on another device. */
export const remoteBoardsMerged = createAction<{ boards: Board[]; deletedIds: string[] }>('sync/remoteBoardsMerged');

/** Pushed boards lose their markToUpdate (spec 01 §4). */
export const boardsUnmarked = createAction<{ ids: string[] }>('sync/boardsUnmarked');
