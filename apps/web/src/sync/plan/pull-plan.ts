import { isLocalBoardId, type Board } from '@tessera/core';

export interface PullInput {
  /** This device's boards. */
  local: Readonly<Record<string, Board>>;
  /** The account's boards on the server, with their versions. */
  fetched: readonly Board[];
  /** Boards deleted on the server (by any device) since the last pull. */
  deletedIds: readonly string[];
  /** Boards with a change in the outbox, not yet on the server. */
  queued: ReadonlySet<string>;
  /** Boards whose deletion is in the outbox. */
  queuedDeletes: ReadonlySet<string>;
  /** The server version this device last agreed on, per board. */
  baseVersions: ReadonlyMap<string, number>;
  /** Whether a board on this device belongs to the signed-in user (theirs, or nobody's yet). */
  isOwn: (board: Board) => boolean;
}

/** A board to take from the server, merged with this device's (see remoteBoardsArrived). */
export interface PlannedArrival {
  remote: Board;
  /** This device's board of the same origin under its local id, which becomes the server's. */
  replacesId?: string;
}

export interface PullPlan {
  arrivals: PlannedArrival[];
  /** Boards to remove from this device (deleted elsewhere). */
  deletedIds: string[];
  /** Unsent edits of boards deleted elsewhere: kept so the user can bring them back. */
  conflicts: Board[];
  /** Boards of the user's with a server id the server does not have: to send. */
  push: string[];
  /** Outbox entries that are void now (their board is gone). */
  dropQueued: string[];
}

/**
 * What a pull changes on this device (spec 01 §4, with versions): a board the server has in a version this device
 * has not agreed on yet arrives, to be merged with this device's (an unsent edit here is never lost, core's
 * mergeBoard); one this device already agreed on is left alone. A board this device made under a local id that the
 * server already has under the same origin (made by another device, or a create whose answer was lost) becomes that
 * board. A board deleted on the server is deleted here too (a stale device does not bring it back), keeping an
 * unsent edit of it.
 */
export function planPull(input: PullInput): PullPlan {
  const plan: PullPlan = { arrivals: [], deletedIds: [], conflicts: [], push: [], dropQueued: [] };
  const deleted = new Set(input.deletedIds);
  const listed = new Set<string>();

  for (const remote of input.fetched) {
    listed.add(remote.id);
    if (deleted.has(remote.id) || input.queuedDeletes.has(remote.id)) continue;
    const agreed = input.baseVersions.get(remote.id);
    if (agreed !== undefined && remote.version !== undefined && agreed >= remote.version) continue;
    const origin = remote.originId;
    const sameOrigin = !input.local[remote.id] && origin && isLocalBoardId(origin) ? input.local[origin] : undefined;
    plan.arrivals.push(sameOrigin && input.isOwn(sameOrigin) ? { remote, replacesId: sameOrigin.id } : { remote });
  }

  for (const id of deleted) {
    const local = input.local[id];
    if (!local) continue;
    plan.deletedIds.push(id);
    if (input.queued.has(id)) {
      plan.conflicts.push(local);
      plan.dropQueued.push(id);
    }
  }

  // A board of the user's with a server id that the server does not list (a PUT that never landed, say): send it,
  // the server keeps a server id a device holds. Local ids are created by the outbox anyway.
  for (const board of Object.values(input.local)) {
    if (listed.has(board.id) || deleted.has(board.id) || isLocalBoardId(board.id) || !input.isOwn(board)) continue;
    if (!input.queued.has(board.id) && !input.queuedDeletes.has(board.id)) plan.push.push(board.id);
  }
  return plan;
}
