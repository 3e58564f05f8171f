import { isLocalBoardId, sameEmail, type VersionedSettings } from '@tessera/core';
import { isApiError } from '../lib/api/api-error';
import { boardsFetching } from '../state/board-slice';
import { communicatorsFetching } from '../state/communicator-slice';
import { notificationShown } from '../state/notifications-slice';
import { boardsArrived } from './arrivals';
import { bases, deletedSince } from './bases';
import { keepConflict } from './conflicts';
import { planPull } from './plan/pull-plan';
import { isOwnBoard } from './plan/queue-plan';
import { communicatorsArriving } from './send-others';
import { phraseHistoryArrived } from './phrase-history-local';
import { settingsArriving } from './settings-arrival';
import type { SyncContext } from './sync-context';
import { syncNotices } from './sync-notices';
import { settingsErrors } from '../state/settings-errors';

/**
 * A failed load of the account's settings: a 403 ends the session as any other; no answer is not told (the boards'
 * pull says nothing either); a refusal or a server error says "Failed to load settings", a fault of ours
 * "Unexpected settings error". This device's settings stay as they are, and the next pull loads them again.
 */
const settingsLoadFailure =
  (sync: SyncContext) =>
  (error: unknown): undefined => {
    if (isApiError(error) && (error.status === 403 || error.kind !== 'http')) throw error;
    if (!isApiError(error)) console.error(error);
    const message = isApiError(error) ? settingsErrors.loadFailed : settingsErrors.unexpected;
    if (sync.isCurrent()) sync.store.dispatch(notificationShown({ message, kind: 'error' }));
    return undefined;
  };

const phrasesLoadFailure = (error: unknown): undefined => {
  if (isApiError(error) && error.status === 403) throw error;
  console.warn('phrase history not loaded', error);
  return undefined;
};

/** The account's settings merged in; a fault while merging them is told, and this device's settings are kept. */
async function settingsArrivingOrTold(sync: SyncContext, settings: VersionedSettings): Promise<void> {
  try {
    await settingsArriving(sync, settings);
  } catch (error) {
    if (isApiError(error)) throw error;
    console.error(error);
    if (sync.isCurrent()) sync.store.dispatch(notificationShown({ message: settingsErrors.unexpected, kind: 'error' }));
  }
}

/**
 * Fetches the account's boards, the boards deleted since the last pull, the communicators and the settings, and
 * merges them into this device's (planPull, boardsArrived). A failure leaves this device's work as it is (spec 01
 * §4: the client falls back to its local boards); a 403 is reported so the session ends.
 */
export async function pullAccount(sync: SyncContext): Promise<'done' | 'failed' | 'forbidden'> {
  const { store, db, outbox, requests, userEmail } = sync;
  const context = sync.context();
  store.dispatch(boardsFetching(true));
  store.dispatch(communicatorsFetching(true));
  try {
    const since = await deletedSince.read(db);
    const [fetched, deleted, communicators, settings, phrases] = await Promise.all([
      requests.myBoards(userEmail, context),
      requests.deletedBoards(since, context),
      requests.myCommunicators(userEmail, context),
      // The settings load on their own: their failure is told as theirs and leaves the boards' pull going.
      requests.settings(context).catch(settingsLoadFailure(sync)),
      // The phrase history is this server's own call: a failure (an older server) leaves this device's as it is.
      requests.phraseHistory(context).catch(phrasesLoadFailure),
    ]);
    if (!sync.isCurrent()) return 'done';
    const queuedEntries = await outbox.all();
    const queued = new Set(queuedEntries.filter((e) => e.kind === 'board').map((e) => e.recordId));
    const queuedDeletes = new Set(queuedEntries.filter((e) => e.kind === 'board-delete').map((e) => e.recordId));
    const agreed = await bases.getMany(
      db,
      'board',
      fetched.map((board) => board.id),
    );
    const plan = planPull({
      local: store.getState().board.boards,
      fetched,
      deletedIds: deleted.data.map((d) => d.id),
      queued,
      queuedDeletes,
      baseVersions: new Map([...agreed].map(([id, base]) => [id, base.version])),
      isOwn: (board) => isOwnBoard(board, userEmail),
    });
    if (!sync.isCurrent()) return 'done';

    for (const board of plan.conflicts) await keepConflict(db, board, 'deleted', sync.now());
    for (const id of plan.dropQueued) await outbox.drop('board', id);
    await boardsArrived(sync, plan.arrivals, plan.deletedIds);
    await bases.drop(db, 'board', plan.deletedIds);

    // A device that shows a communicator not of this account (the default one, on a device that signed in before
    // it kept communicators) takes the account's last one, as a login does, rather than making another.
    const mine = communicators.filter((c) => sameEmail(c.email, userEmail));
    const { communicators: held, activeCommunicatorId } = store.getState().communicator;
    const showsOthers = !sameEmail(held[activeCommunicatorId]?.email, userEmail);
    await communicatorsArriving(sync, mine, undefined, showsOthers ? mine[mine.length - 1]?.id : undefined);
    if (settings) await settingsArrivingOrTold(sync, settings);
    if (phrases) await phraseHistoryArrived(db, phrases);

    await outbox.addMany('board', plan.push);
    // Boards made on this device (local ids) that are not queued yet: a guest's, carried into the account.
    const unsent = Object.values(store.getState().board.boards).filter(
      (board) => isLocalBoardId(board.id) && isOwnBoard(board, userEmail) && !queued.has(board.id),
    );
    await outbox.addMany(
      'board',
      unsent.map((board) => board.id),
    );
    await deletedSince.write(db, deleted.serverTime);

    // The user is told when their own unsent version of a board deleted elsewhere is kept aside.
    if (plan.conflicts.length > 0) store.dispatch(notificationShown({ message: syncNotices.deletedElsewhere, kind: 'warning' }));
    return 'done';
  } catch (error) {
    if (isApiError(error) && error.status === 403) return 'forbidden';
    if (sync.isCurrent() && !(isApiError(error) && error.kind === 'network')) {
      store.dispatch(notificationShown({ message: syncNotices.loadFailed, kind: 'error' }));
    }
    return 'failed';
  } finally {
    if (sync.isCurrent()) {
      store.dispatch(boardsFetching(false));
      store.dispatch(communicatorsFetching(false));
    }
  }
}
