import { isLocalBoardId, isReservedBoardId, type Board } from '@tessera/core';
import { ownedBy } from '../http/signed-in-user.ts';
import { newServerId } from '../ids/server-id.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { BoardsRepository } from '../repositories/boards-repository.ts';

/** A board as a client sends it; on create its id is the client's own (or missing). */
export type IncomingBoard = Omit<Board, 'id'> & { id?: string };

export type BoardWrite =
  | { outcome: 'created' | 'updated'; board: Board }
  /** The board was deleted (by its owner, maybe on another device): it stays deleted. */
  | { outcome: 'gone' }
  /** No such board, or not the user's: nothing changed. */
  | { outcome: 'not-found' };

export type BoardDeletion = { outcome: 'deleted'; id: string; deletedAt: string } | { outcome: 'not-found' };

/**
 * What the server stores: the client's board with the owner taken from the signed-in user, and
 * lastEdited kept as the client sent it (merging by lastEdited is the clients' job, spec 01 §4) or
 * now when missing. markToUpdate is the sending device's own bookkeeping and is not stored.
 */
function toStored(incoming: IncomingBoard, id: string, user: AuthUser, now: Date): Board {
  const { markToUpdate: _markToUpdate, ...board } = incoming;
  return { ...board, id, email: user.email, author: user.name, lastEdited: board.lastEdited ?? now.toISOString() };
}

/** The id the creating device gave the board, when it can tell two tries of one create apart. */
const clientIdOf = (incoming: IncomingBoard): string | null => (incoming.id && !isReservedBoardId(incoming.id) ? incoming.id : null);

/** Board writes for one signed-in user, with the rules that keep boards from being lost or brought back. */
export function boardWrites(boards: BoardsRepository, user: AuthUser, now: () => Date) {
  return {
    /**
     * POST /board. A new server id, unless this is a retry of a create that already landed (same
     * device id from the same user): then that board takes the body, so a lost answer never makes
     * two copies. A create of a board the user has since deleted stays deleted.
     */
    async create(incoming: IncomingBoard): Promise<Exclude<BoardWrite, { outcome: 'not-found' }>> {
      const clientId = clientIdOf(incoming);
      if (incoming.id && (await boards.isDeletedForOwner(user.email, incoming.id, clientId))) return { outcome: 'gone' };
      if (clientId) {
        const earlier = await boards.findByClientId(user.email, clientId);
        const updated = earlier && (await boards.update(toStored(incoming, earlier.id, user, now())));
        if (updated) return { outcome: 'updated', board: updated };
      }
      const board = toStored(incoming, newServerId(now()), user, now());
      return { outcome: 'created', board: await boards.insert(board, clientId) };
    },

    /**
     * PUT /board/:id. The owner's write is stored as sent. A board the server does not have is
     * created under that id (a server id the user's device holds must not be lost); a local id
     * (under 14 characters) is never created this way, as those are not unique across users.
     */
    async update(id: string, incoming: IncomingBoard): Promise<BoardWrite> {
      const tombstone = await boards.tombstoneById(id);
      if (tombstone) return ownedBy(tombstone.email, user) ? { outcome: 'gone' } : { outcome: 'not-found' };
      const stored = await boards.getById(id);
      if (stored) {
        if (!ownedBy(stored.email, user)) return { outcome: 'not-found' };
        const updated = await boards.update(toStored(incoming, id, user, now()));
        // Deleted between the read and the write (by another device): it stays deleted.
        return updated ? { outcome: 'updated', board: updated } : { outcome: 'gone' };
      }
      if (isLocalBoardId(id)) return { outcome: 'not-found' };
      return { outcome: 'created', board: await boards.insert(toStored(incoming, id, user, now())) };
    },

    /** DELETE /board/:id. Deleting again what the user already deleted answers as the first time did. */
    async delete(id: string): Promise<BoardDeletion> {
      const stored = await boards.getById(id);
      if (stored && ownedBy(stored.email, user)) {
        const deletedAt = now();
        if (await boards.deleteWithTombstone(id, user.email, deletedAt)) return { outcome: 'deleted', id, deletedAt: deletedAt.toISOString() };
      }
      const tombstone = await boards.tombstoneById(id);
      if (tombstone && ownedBy(tombstone.email, user)) return { outcome: 'deleted', id, deletedAt: tombstone.deletedAt };
      return { outcome: 'not-found' };
    },
  };
}
