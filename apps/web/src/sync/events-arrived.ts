import { isApiError } from '../lib/api/api-error';
import { boardsArrived } from './arrivals';
import { bases } from './bases';
import { keepConflict } from './conflicts';
import type { PendingEvents } from './plan/loop-plan';
import type { PlannedArrival } from './plan/pull-plan';
import { isOwnBoard } from './plan/queue-plan';
import { communicatorsArriving } from './send-others';
import { settingsArriving } from './settings-arrival';
import type { SyncContext } from './sync-context';

/**
 * Fetches what the account's other devices just changed, as live updates announced it, and merges it in like a
 * pull does (boardsArrived and its kin), skipping versions this device already has. Answers 'forbidden' when the
 * session ended; a board gone meanwhile or a failed fetch is left to the next pull.
 */
export async function eventsArrived(sync: SyncContext, events: PendingEvents): Promise<'done' | 'forbidden'> {
  const { db, store, requests, outbox } = sync;
  const boardVersions = events.boards;
  const deleted = [...events.deleted];
  const { communicators, settings } = events;
  try {
    const agreed = await bases.getMany(db, 'board', [...boardVersions.keys()]);
    const wanted = [...boardVersions].filter(([id, version]) => (agreed.get(id)?.version ?? -1) < version).map(([id]) => id);
    const fetched = await Promise.all(
      wanted.map((id) =>
        requests.board(id, sync.context()).catch((error: unknown) => (isApiError(error) && error.status === 403 ? Promise.reject(error) : undefined)),
      ),
    );
    const local = store.getState().board.boards;
    const arrivals: PlannedArrival[] = fetched.flatMap((remote) => {
      if (!remote) return [];
      const sameOrigin = !local[remote.id] && remote.originId ? local[remote.originId] : undefined;
      return [sameOrigin && isOwnBoard(sameOrigin, sync.userEmail) && sameOrigin.id !== remote.id ? { remote, replacesId: sameOrigin.id } : { remote }];
    });
    const gone = deleted.filter((id) => local[id]);
    for (const id of gone) {
      const queued = (await outbox.all()).some((entry) => entry.kind === 'board' && entry.recordId === id);
      if (queued && local[id]) await keepConflict(db, local[id], 'deleted', sync.now());
      await outbox.drop('board', id);
    }
    if (arrivals.length > 0 || gone.length > 0) await boardsArrived(sync, arrivals, gone);
    await bases.drop(db, 'board', gone);
    if (communicators)
      await communicatorsArriving(
        sync,
        (await requests.myCommunicators(sync.userEmail, sync.context())).filter((entry) => entry.email?.toLowerCase() === sync.userEmail.toLowerCase()),
      );
    if (settings) await settingsArriving(sync, await requests.settings(sync.context()));
    return 'done';
  } catch (error) {
    if (isApiError(error) && error.status === 403) return 'forbidden';
    return 'done';
  }
}
