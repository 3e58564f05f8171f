import type { CopiedFrom } from '@tessera/core';
import { ownedBy } from '../http/signed-in-user.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { BoardsRepository } from '../repositories/boards-repository.ts';

/**
 * The `copiedFrom` the server keeps with a board: the client's claim only when the writer could read that board when
 * the claim first came (it is public, or theirs), with the name that board had then, whatever name the claim gave;
 * otherwise none, so nobody can name someone's private board as the source of a copy, or put words in a name. A
 * claim already kept with the board stays as kept: the source may since have been hidden or renamed.
 */
export async function checkedCopiedFrom(
  boards: BoardsRepository,
  user: AuthUser,
  { claimed, kept, boardId }: { claimed: CopiedFrom | undefined; kept: CopiedFrom | undefined; boardId?: string },
): Promise<CopiedFrom | undefined> {
  if (!claimed || claimed.id === boardId) return undefined;
  if (kept && kept.id === claimed.id) return kept;
  const source = await boards.getById(claimed.id);
  if (!source || !(source.isPublic || ownedBy(source.email, user))) return undefined;
  return { id: source.id, name: source.name };
}
