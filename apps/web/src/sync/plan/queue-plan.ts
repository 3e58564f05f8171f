import { isLocalBoardId, sameEmail, type Board, type Communicator } from '@tessera/core';
import type { EditedWork } from '../../state/unsaved-work';

/** The outbox changes one save's edits call for. */
export interface QueuePlan {
  /** Boards to send (created or updated). */
  boards: string[];
  /** Boards with a server id to delete on the server. */
  deletions: string[];
  /** Local boards deleted before they ever left the device: their queued create goes. */
  dropped: string[];
  communicators: string[];
  settings: boolean;
}

/** The signed-in user's boards: theirs, or nobody's yet (made on this device as a guest, or a built-in copy). */
export const isOwnBoard = (board: Board, email: string): boolean => !board.email || sameEmail(board.email, email);

const isOwnCommunicator = (communicator: Communicator, email: string): boolean => sameEmail(communicator.email, email);

/**
 * Which edits go to the account: the user's own boards and communicators only (someone else's board that was
 * opened on this device is never sent, spec 01 §4), and the settings that follow the user.
 */
export function planQueue(edits: EditedWork, email: string): QueuePlan {
  const plan: QueuePlan = { boards: [], deletions: [], dropped: [], communicators: [], settings: edits.settings };
  for (const [id, { before, after }] of edits.boards) {
    if (after) {
      if (isOwnBoard(after, email)) plan.boards.push(id);
    } else if (before && isOwnBoard(before, email)) {
      (isLocalBoardId(id) ? plan.dropped : plan.deletions).push(id);
    }
  }
  for (const [id, { after }] of edits.communicators) if (after && isOwnCommunicator(after, email)) plan.communicators.push(id);
  return plan;
}
