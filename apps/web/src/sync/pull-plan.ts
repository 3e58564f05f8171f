import { isLocalBoardId, type Board } from '@tessera/core';

export interface PullInput {
  /** This device's boards. */
  local: Readonly<Record<string, Board>>;
  /** The account's boards on the server. */
  fetched: readonly Board[];
  /** Boards deleted on the server (by any device) since the last pull. */
  deletedIds: readonly string[];
  /** Boards with a change in the outbox, not yet on the server. */
  queued: ReadonlySet<string>;
  /** Boards whose deletion is in the outbox. */
  queuedDeletes: ReadonlySet<string>;
  /** The lastEdited of each board as this device last exchanged it with the server. */
  bases: ReadonlyMap<string, string>;
  /** Whether a board on this device belongs to the signed-in user (theirs, or nobody's yet). */
  isOwn: (board: Board) => boolean;
}

export interface PullPlan {
  /** Fetched boards that replace or join this device's. */
  put: Board[];
  /** Boards to remove from this device (deleted elsewhere). */
  deletedIds: string[];
  /** Versions that lose: kept so the user can bring them back. */
  conflicts: { board: Board; reason: 'replaced' | 'deleted' }[];
  /** Boards of this device that are newer than the server's (or that the server lacks): to send. */
  push: string[];
  /** Outbox entries that are void now (their board lost, or is gone). */
  dropQueued: string[];
  /** New bases: the version both sides now agree on. */
  bases: Map<string, string>;
}

const editedAt = (board: Board): number => {
  const time = board.lastEdited ? Date.parse(board.lastEdited) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * Spec 01 §4 merge by lastEdited, per board, with nothing silently lost: when both this device and another
 * changed a board, the later edit wins and the other version is kept as a conflict; a board deleted on the
 * server is deleted here too (a stale device does not bring it back), keeping any unsent edit as a conflict.
 */
export function planPull(input: PullInput): PullPlan {
  const plan: PullPlan = { put: [], deletedIds: [], conflicts: [], push: [], dropQueued: [], bases: new Map() };
  const deleted = new Set(input.deletedIds);
  const seen = new Set<string>();

  for (const remote of input.fetched) {
    seen.add(remote.id);
    if (deleted.has(remote.id) || input.queuedDeletes.has(remote.id)) continue;
    const local = input.local[remote.id];
    if (!local) {
      plan.put.push(remote);
      if (remote.lastEdited) plan.bases.set(remote.id, remote.lastEdited);
      continue;
    }
    const remoteTime = editedAt(remote);
    const localTime = editedAt(local);
    if (remoteTime > localTime) {
      if (input.queued.has(remote.id)) {
        plan.conflicts.push({ board: local, reason: 'replaced' });
        plan.dropQueued.push(remote.id);
      }
      plan.put.push(remote);
      if (remote.lastEdited) plan.bases.set(remote.id, remote.lastEdited);
    } else if (localTime > remoteTime) {
      // The server's version is one this device never had: another device's edit, about to be overwritten.
      if (remote.lastEdited !== input.bases.get(remote.id)) plan.conflicts.push({ board: remote, reason: 'replaced' });
      if (input.isOwn(local)) plan.push.push(remote.id);
    } else if (local.lastEdited) {
      plan.bases.set(remote.id, local.lastEdited);
    }
  }

  for (const id of deleted) {
    const local = input.local[id];
    if (!local) continue;
    plan.deletedIds.push(id);
    if (input.queued.has(id)) {
      plan.conflicts.push({ board: local, reason: 'deleted' });
      plan.dropQueued.push(id);
    }
  }

  // A board of the user's with a server id that the server does not list (a PUT that never landed, say): send it,
  // the server keeps a server id a device holds. Local ids are created by the outbox anyway.
  for (const board of Object.values(input.local)) {
    if (seen.has(board.id) || deleted.has(board.id) || isLocalBoardId(board.id) || !input.isOwn(board)) continue;
    if (!input.queued.has(board.id) && !input.queuedDeletes.has(board.id)) plan.push.push(board.id);
  }
  return plan;
}
