import { messages, type MessageDescriptor } from '../validation/messages.ts';

export type DeletionBlocker = { reason: 'root'; message: MessageDescriptor } | { reason: 'active' };

/**
 * Why a board may not be deleted, or null when it may. The communicator's root board can never go
 * ('Root Board cannot be deleted'); the board on screen cannot go either, as nothing would show.
 */
export function boardDeletionBlocker(boardId: string, context: { rootBoardId: string; activeBoardId: string }): DeletionBlocker | null {
  if (boardId === context.rootBoardId) return { reason: 'root', message: messages.rootBoardCannotBeDeleted };
  if (boardId === context.activeBoardId) return { reason: 'active' };
  return null;
}
