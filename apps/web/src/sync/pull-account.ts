import { isLocalBoardId, mergeFetchedCommunicators, sameEmail } from '@tessera/core';
import { isApiError } from '../lib/api/api-error';
import { keepConflict } from './';
import { boardsFetching } from '../state/board-slice';
import { communicatorsFetching, communicatorsLoaded } from '../state/communicator-slice';
import { notificationShown } from '../state/notifications-slice';
import { remoteBoardsMerged } from '../state/sync-actions';
import { isOwnBoard } from './own-board';
import { planPull } from './pull-plan';
import type { SyncContext } from './sync-context';
import { deletedSince, syncBases } from './sync-bases';
import { syncNotices } from './sync-notices';

export interface PullContext extends SyncContext {
  now: () => number;
}

/**
 * Fetches the account's boards, the boards deleted since the last pull and the communicators, and merges them
 * into this device's (see planPull). A failure leaves this device's boards as they are (spec 01 §4: the client
 * falls back to its local boards); a 403 is reported so the session ends.
 */
export async function pullAccount(pull: PullContext): Promise<'done' | 'failed' | 'forbidden'> {
  const { store, db, outbox, requests, userEmail } = pull;
  const context = pull.context();
  pull.applyRemote(() => {
    store.dispatch(boardsFetching(true));
    store.dispatch(communicatorsFetching(true));
  });
  try {
    const since = await deletedSince.read(db);
    const [fetched, deleted, communicators] = await Promise.all([
      requests.myBoards(userEmail, context),
      requests.deletedBoards(since, context),
      requests.myCommunicators(userEmail, context),
    ]);
    if (!pull.isCurrent()) return 'done';
    const queuedEntries = await outbox.all();
    const queued = new Set(queuedEntries.filter((e) => e.kind === 'board').map((e) => e.recordId));
    const queuedDeletes = new Set(queuedEntries.filter((e) => e.kind === 'board-delete').map((e) => e.recordId));
    const queuedCommunicators = new Set(queuedEntries.filter((e) => e.kind === 'communicator').map((e) => e.recordId));
    const plan = planPull({
      local: store.getState().board.boards,
      fetched,
      deletedIds: deleted.data.map((d) => d.id),
      queued,
      queuedDeletes,
      bases: await syncBases.read(db),
      isOwn: (board) => isOwnBoard(board, userEmail),
    });
    if (!pull.isCurrent()) return 'done';

    for (const { board, reason } of plan.conflicts) await keepConflict(db, board, reason, pull.now());
    for (const id of plan.dropQueued) await outbox.drop('board', id);
    await syncBases.write(db, plan.bases);
    const mine = communicators.filter((c) => sameEmail(c.email, userEmail) && !queuedCommunicators.has(c.id));
    const current = Object.values(store.getState().communicator.communicators);
    const merged = mergeFetchedCommunicators(current, mine).filter((c) => mine.some((m) => m.id === c.id));
    // A device that shows a communicator not of this account (the default one, on a device that signed in before
    // it kept communicators) takes the account's last one, as a login does, rather than making another.
    const { communicators: held, activeCommunicatorId } = store.getState().communicator;
    const showsOthers = !sameEmail(held[activeCommunicatorId]?.email, userEmail);
    const last = merged[merged.length - 1];
    pull.applyRemote(() => {
      if (plan.put.length > 0 || plan.deletedIds.length > 0) store.dispatch(remoteBoardsMerged({ boards: plan.put, deletedIds: plan.deletedIds }));
      if (merged.length > 0) store.dispatch(communicatorsLoaded({ communicators: merged, ...(showsOthers && last ? { activeCommunicatorId: last.id } : {}) }));
    });
    await outbox.addMany('board', plan.push);
    // Boards made on this device (local ids) that are not queued yet: a guest's, carried into the account.
    const unsent = Object.values(store.getState().board.boards).filter((board) => isLocalBoardId(board.id) && isOwnBoard(board, userEmail) && !queued.has(board.id));
    await outbox.addMany('board', unsent.map((board) => board.id));
    await deletedSince.write(db, deleted.serverTime);

    // The user is told when their own unsent version lost; it is kept, and the status dialog can bring it back.
    if (plan.conflicts.some((c) => c.reason === 'deleted')) store.dispatch(notificationShown({ message: syncNotices.deletedElsewhere, kind: 'warning' }));
    else if (plan.dropQueued.length > 0) store.dispatch(notificationShown({ message: syncNotices.replacedByNewer, kind: 'warning' }));
    return 'done';
  } catch (error) {
    if (isApiError(error) && error.status === 403) return 'forbidden';
    if (pull.isCurrent() && !(isApiError(error) && error.kind === 'network')) {
      store.dispatch(notificationShown({ message: syncNotices.loadFailed, kind: 'error' }));
    }
    return 'failed';
  } finally {
    if (pull.isCurrent()) {
      pull.applyRemote(() => {
        store.dispatch(boardsFetching(false));
        store.dispatch(communicatorsFetching(false));
      });
    }
  }
}
