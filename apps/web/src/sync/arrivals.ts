import { boardAfterArrival, boardsToPush, sameContent, sameEmail, type Board } from '@tessera/core';
import { builtInBoardsById } from '@tessera/content';
import { notificationShown } from '../state/notifications-slice';
import { remoteBoardsArrived, type BoardArrival } from '../state/sync-actions';
import { bases } from './bases';
import { keepConflict, renameConflicts } from './conflicts';
import type { PlannedArrival } from './plan/pull-plan';
import type { SyncContext } from './sync-context';
import { syncNotices } from './sync-notices';

/**
 * The version both sides started from: the one this device last agreed on with the server, else the built-in board
 * the account's copy began as (two devices that each changed a built-in board merge against it), else none.
 */
const baseOf = (agreed: Board | undefined, originId: string | undefined): Board | undefined =>
  agreed ?? (originId ? builtInBoardsById.get(originId) : undefined);

/**
 * Boards from the account (a pull, a live update, the answer to a stale write) join this device's: each is merged
 * three-way with this device's copy against their sync base (core's rules, here, before the board slice is told), so an edit
 * made here and not yet sent is never lost; where both changed the same thing, this device's whole version is kept
 * under "Earlier versions". The server's version becomes the base, and a board whose merge differs from the
 * server's goes back to it. Boards deleted elsewhere go too.
 */
export async function boardsArrived(sync: SyncContext, arriving: readonly PlannedArrival[], deletedIds: readonly string[] = []): Promise<void> {
  const { store, db, outbox, userEmail } = sync;
  const agreed = await bases.getMany<Board>(
    db,
    'board',
    arriving.map(({ remote }) => remote.id),
  );
  const merging = arriving.map(({ remote, replacesId }) => ({
    remote,
    base: baseOf(agreed.get(remote.id)?.record, replacesId ?? remote.originId),
    ...(replacesId ? { replacesId } : {}),
  }));
  if (!sync.isCurrent()) return;

  // Merged against the store as it is when dispatched (nothing runs in between), so no edit made meanwhile is lost.
  const before = store.getState().board.boards;
  const mergedOver: Board[] = [];
  const arrivals: BoardArrival[] = merging.map(({ remote, base, replacesId }) => {
    const local = before[replacesId ?? remote.id];
    const merged = boardAfterArrival(local ?? (replacesId ? before[remote.id] : undefined), remote, base);
    if (local && (merged?.conflicts.length ?? 0) > 0) mergedOver.push(local);
    return { id: remote.id, kept: merged?.record, ...(replacesId ? { replacesId } : {}) };
  });
  store.dispatch(remoteBoardsArrived({ arrivals, deletedIds: [...deletedIds], userEmail }));
  const after = store.getState();

  const renamed = new Map(merging.flatMap(({ replacesId, remote }) => (replacesId && replacesId !== remote.id ? [[replacesId, remote.id] as const] : [])));
  const differing = merging
    .filter(({ remote }) => after.board.boards[remote.id] && !sameContent(after.board.boards[remote.id], remote))
    .map(({ remote }) => remote.id);
  const naming = Object.values(after.communicator.communicators).filter(
    (communicator) =>
      sameEmail(communicator.email, userEmail) && [...renamed.keys()].some((id) => communicator.rootBoard === id || communicator.boards.includes(id)),
  );
  await db.transaction('rw', [db.outbox, db.bases, db.conflicts], async () => {
    for (const [previousId, nextId] of renamed) await outbox.renamed('board', previousId, nextId);
    await renameConflicts(db, renamed);
    for (const board of mergedOver) await keepConflict(db, { ...board, id: renamed.get(board.id) ?? board.id }, 'merged', sync.now());
    await bases.putMany(
      db,
      'board',
      merging.map(({ remote }) => ({ id: remote.id, version: remote.version ?? 0, record: remote })),
    );
    await outbox.addMany('board', differing);
    // Folder tiles and communicators that named a renamed board now name the server's: they go to the account too.
    if (renamed.size > 0) {
      await outbox.addMany(
        'board',
        boardsToPush(Object.values(after.board.boards), userEmail).map((board) => board.id),
      );
      await outbox.addMany(
        'communicator',
        naming.map((communicator) => communicator.id),
      );
    }
  });
  if (mergedOver.length > 0) store.dispatch(notificationShown({ message: syncNotices.mergedWithOther, kind: 'info' }));
}
