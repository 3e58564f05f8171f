import { isReservedBoardId, isLocalBoardId, type Board } from '@tessera/core';
import { ownedBy } from '../http/signed-in-user.ts';
import { newServerId } from '../ids/server-id.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { BoardQuotaExceeded, type BoardsRepository } from '../repositories/boards-repository.ts';
import { checkedCopiedFrom } from './copy-attribution.ts';
import type { IncomingBoard } from './incoming-board.ts';
import { usesPremium, type PremiumCheck } from './premium-writes.ts';
import type { PremiumRefusalAnswer } from '../plugins/subscriptions.ts';

export type BoardWrite =
  | { outcome: 'created' | 'updated'; board: Board }
  /** The write was based on an older version than the stored one: nothing changed; the client merges and tries again. */
  | { outcome: 'conflict'; current: Board }
  /** The board was deleted (by its owner, maybe on another device): it stays deleted. */
  | { outcome: 'gone' }
  /** No such board, or not the user's: nothing changed. */
  | { outcome: 'not-found' }
  /** The owner's boards would not fit in BOARD_QUOTA_MB, even with their earlier versions pruned: nothing changed. */
  | { outcome: 'over-quota' }
  /** The write publishes a board or copies a public one, and the writer is not premium now: nothing changed (402). */
  | { outcome: 'premium'; refusal: PremiumRefusalAnswer };

export type BoardDeletion = { outcome: 'deleted'; id: string; deletedAt: string } | { outcome: 'not-found' };

/** Who writes: the signed-in user, from which device (a label kept with each version), at what time, within which quota. */
export interface Writer {
  user: AuthUser;
  device: string | null;
  now: () => Date;
  /** Bytes of boards (kept versions included) the user may keep; undefined = no quota. */
  quotaBytes?: number;
  /** Whether the user may use premium features now; undefined = always (subscriptions off). */
  premium?: PremiumCheck;
}

/** A write that would not fit the owner's quota changed nothing: said as its outcome. */
async function withinQuota<T>(write: () => Promise<T>): Promise<T | { outcome: 'over-quota' }> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof BoardQuotaExceeded) return { outcome: 'over-quota' };
    throw error;
  }
}

/**
 * What the server stores: the client's board with the owner taken from the signed-in user, and
 * lastEdited kept as the client sent it (it orders edits for the clients' merges) or now when missing.
 * The version and origin are the server's to keep (columns), and markToUpdate is the device's bookkeeping.
 */
function toStored(incoming: IncomingBoard, id: string, { user, now }: Writer, copiedFrom: Board['copiedFrom']): Board {
  const { markToUpdate: _markToUpdate, version: _version, originId: _originId, copiedFrom: _claimed, ...board } = incoming;
  const stored = { ...board, id, email: user.email, author: user.name, lastEdited: board.lastEdited ?? now().toISOString() };
  return copiedFrom ? { ...stored, copiedFrom } : stored;
}

/**
 * Where a created board began for its owner: the origin the client names (the built-in board it copies, or its
 * local id), else its own id unless it is a reserved one, which every device starts with (an older client's
 * copy of a reserved board cannot be told from another, so it makes a new board, as it always did).
 */
const clientIdOf = (incoming: IncomingBoard): string | null => incoming.originId ?? (incoming.id && !isReservedBoardId(incoming.id) ? incoming.id : null);

/** A write that keeps meeting parallel creates of the same board gives up after this many tries (never seen). */
const WRITE_ATTEMPTS = 5;

/** Board writes for one signed-in user, with the rules that keep every edit: versions, history, tombstones. */
export function boardWrites(boards: BoardsRepository, writer: Writer) {
  const { user, device, now, quotaBytes, premium } = writer;
  /** The refusal of a write that needs premium the user does not have now; null when it may go on. */
  const premiumRefusal = async (incoming: IncomingBoard, kept: Board | undefined): Promise<{ outcome: 'premium'; refusal: PremiumRefusalAnswer } | null> => {
    if (!premium || !(await usesPremium(boards, user, incoming, kept))) return null;
    const refusal = await premium();
    return refusal && { outcome: 'premium', refusal };
  };
  /** The board as stored, with the attribution the server grants (copy-attribution.ts) against what it kept before. */
  const toWrite = async (incoming: IncomingBoard, id: string, kept?: Board): Promise<Board> =>
    toStored(incoming, id, writer, await checkedCopiedFrom(boards, user, { claimed: incoming.copiedFrom, kept: kept?.copiedFrom, boardId: id }));

  /** A write over the stored board, refused when based on an older version; deleted meanwhile: it stays deleted. */
  const writeOver = async (board: Board, baseVersion: number | undefined): Promise<BoardWrite> => {
    const written = await boards.write(board, baseVersion, device, now(), quotaBytes);
    if (written.outcome === 'stale') return { outcome: 'conflict', current: written.current };
    if (written.outcome === 'missing') return { outcome: 'gone' };
    return { outcome: 'updated', board: written.board };
  };

  return {
    /**
     * POST /board. A new server id, unless the owner already has a board of this origin (a create whose answer
     * was lost, or another device's copy of the same built-in board): a client that says it read no version
     * (`version: 0`) then gets 409 with that board to merge with; one that sends no version (an older client)
     * writes over it, and what it replaced goes to the history. A create of a board the user has since deleted
     * stays deleted.
     */
    create: (incoming: IncomingBoard): Promise<Exclude<BoardWrite, { outcome: 'not-found' }>> =>
      withinQuota(async () => {
        const clientId = clientIdOf(incoming);
        if (incoming.id && (await boards.isDeletedForOwner(user.email, incoming.id, clientId))) return { outcome: 'gone' };
        const refused = await premiumRefusal(incoming, undefined);
        if (refused) return refused;
        for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
          const id = newServerId(now());
          const inserted = await boards.insert(await toWrite(incoming, id), clientId, device, quotaBytes);
          if (inserted) return { outcome: 'created', board: inserted };
          const earlier = clientId ? await boards.findByClientId(user.email, clientId) : undefined;
          if (!earlier) continue; // deleted since, or a server id that was taken: try again with a new one
          if (incoming.version !== undefined) return { outcome: 'conflict', current: earlier };
          const result = await writeOver(await toWrite(incoming, earlier.id, earlier), undefined);
          if (result.outcome !== 'gone') return result as Exclude<BoardWrite, { outcome: 'not-found' }>;
        }
        throw new Error('A board create met other writes too often');
      }),

    /**
     * PUT /board/:id. The owner's write lands when it is based on the stored version (or names none); one based
     * on an older version is refused with the current board. A board the server does not have is created under
     * that id (a server id the user's device holds must not be lost); a local id (under 14 characters) is never
     * created this way, as those are not unique across users.
     */
    update: (id: string, incoming: IncomingBoard): Promise<BoardWrite> =>
      withinQuota(async () => {
        for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
          const tombstone = await boards.tombstoneById(id);
          if (tombstone) return ownedBy(tombstone.email, user) ? { outcome: 'gone' } : { outcome: 'not-found' };
          const stored = await boards.getById(id);
          if (stored) {
            if (!ownedBy(stored.email, user)) return { outcome: 'not-found' };
            const refused = await premiumRefusal(incoming, stored);
            if (refused) return refused;
            return writeOver(await toWrite(incoming, id, stored), incoming.version);
          }
          if (isLocalBoardId(id)) return { outcome: 'not-found' };
          const refused = await premiumRefusal(incoming, undefined);
          if (refused) return refused;
          // The origin only when no other board of the owner has it: this device names the board by its server id.
          const clientId = incoming.originId && !(await boards.findByClientId(user.email, incoming.originId)) ? incoming.originId : null;
          const created = await boards.insert(await toWrite(incoming, id), clientId, device, quotaBytes);
          if (created) return { outcome: 'created', board: created };
          // Another request created it (or took its origin) meanwhile: answer as a write over that one.
        }
        throw new Error('A board update met other writes too often');
      }),

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
