import type { Board } from '@tessera/core';
import { ownedBy } from '../http/signed-in-user.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { PremiumRefusalAnswer } from '../plugins/subscriptions.ts';
import type { BoardsRepository } from '../repositories/boards-repository.ts';
import type { IncomingBoard } from './incoming-board.ts';

/** What to answer when the writer may not use premium features now (null: they may); see plugins/subscriptions.ts. */
export type PremiumCheck = () => Promise<PremiumRefusalAnswer | null>;

/**
 * Whether writing `incoming` (over `kept`, the stored board, if any) uses a premium feature (spec 02 §1): publishing a
 * board that was not public, or copying someone else's public board. Editing what the user already has never does:
 * their boards stay theirs, readable, exportable and editable when premium ends.
 */
export async function usesPremium(boards: BoardsRepository, user: AuthUser, incoming: IncomingBoard, kept: Board | undefined): Promise<boolean> {
  if (incoming.isPublic === true && kept?.isPublic !== true) return true;
  const claimed = incoming.copiedFrom;
  if (!claimed || claimed.id === kept?.copiedFrom?.id) return false;
  const source = await boards.getById(claimed.id);
  return source !== undefined && source.isPublic === true && !ownedBy(source.email, user);
}
