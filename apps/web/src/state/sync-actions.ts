import { createAction } from '@reduxjs/toolkit';
import type { Board, Communicator } from '@tessera/core';
import type { SettingsState } from './settings-state';

/*
 * What the server's answers, and the app's other tabs, do to this device's boards and communicators (spec 01 §4
 * "Board persistence"). sync/ sends them; the board, communicator and undo slices follow. The work saver tells
 * them apart from edits (change-origin.ts): they are saved on the device but never sent back to the server.
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

/**
 * A board from the account on the server, as this device keeps it: the sync merged `remote` (as stored there)
 * three-way with this device's copy against the version both last agreed on (core's boardAfterArrival) just before
 * dispatching, so an edit made here and not yet sent is never lost; `kept` is absent where this device's equal or
 * newer version stays as it is. `replacesId`: this device's board of the same origin under another id (its copy of a
 * built-in board, a local board whose create met the one another device made), renamed to `id` everywhere.
 */
export interface BoardArrival {
  id: string;
  kept?: Board | undefined;
  replacesId?: string;
}

/** Boards that arrived from the account (a pull, a live update, the answer to a stale write) and boards deleted elsewhere. */
export const remoteBoardsArrived = createAction<{ arrivals: BoardArrival[]; deletedIds: string[]; userEmail: string }>('sync/remoteBoardsArrived');

/** Sent boards landed: each now has this version on the server (their content here stays as it is). */
export const boardsAcknowledged = createAction<{ acks: { id: string; version: number }[] }>('sync/boardsAcknowledged');

/** A local communicator was created on the server and takes the server id (and stays active if it was). */
export const communicatorIdReplaced = createAction<{ previousId: string; communicator: Communicator }>('sync/communicatorIdReplaced');

/**
 * Communicators from the account as this device keeps them (merged three-way with this device's like boards, by the
 * sync, before dispatching); `activeCommunicatorId` makes one active (a device that showed another account's
 * communicator).
 */
export const communicatorsArrived = createAction<{ kept: Communicator[]; activeCommunicatorId?: string }>('sync/communicatorsArrived');

/** A sent communicator landed with this version. */
export const communicatorAcknowledged = createAction<{ id: string; version: number }>('sync/communicatorAcknowledged');

/** Pushed boards lose their markToUpdate (spec 01 §4). */
export const boardsUnmarked = createAction<{ ids: string[] }>('sync/boardsUnmarked');

/**
 * Another tab of the app changed the same account's work (edits, or the server's answers it applied): this tab
 * shows the records as that tab saved them. Already saved, so nothing is saved or sent again.
 */
export const workChangedElsewhere = createAction<{
  boards: Board[];
  deletedBoardIds: string[];
  communicators: Communicator[];
  deletedCommunicatorIds: string[];
  activeCommunicatorId?: string;
}>('sync/workChangedElsewhere');

/** The user's settings as merged with the account's (a pull, a live update, a stale save): shown, never sent back. */
export const settingsArrived = createAction<{ settings: Partial<SettingsState>; lang?: string }>('sync/settingsArrived');
