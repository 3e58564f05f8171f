import {
  communicatorAfterArrival,
  CommunicatorConflictSchema,
  DEFAULT_COMMUNICATOR_ID,
  isLocalBoardId,
  sameContent,
  sameEmail,
  SettingsConflictSchema,
  type Communicator,
} from '@tessera/core';
import { isApiError } from '../lib/api/api-error';
import type { OutboxRecord } from '../lib/db';
import { communicatorAcknowledged, communicatorIdReplaced, communicatorsArrived } from '../state/sync-actions';
import { bases } from './bases';
import { conflictIn } from './conflict-answer';
import { settingsArriving, syncedSettingsOf } from './settings-arrival';
import type { SyncContext } from './sync-context';

export async function sendDeletion(entry: OutboxRecord, sync: SyncContext): Promise<void> {
  try {
    await sync.requests.deleteBoard(entry.recordId, sync.context());
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error; // already gone: that is what was wanted
  }
  await bases.drop(sync.db, 'board', [entry.recordId]);
  await sync.outbox.landed(entry);
}

/**
 * A communicator names boards, so it goes after their creates (it is behind them in the queue); local ids left in it
 * are ones the server cannot know, such as built-in boards, and stay as they are. Based on an older version, it is
 * merged with the account's (409) and goes again.
 */
export async function sendCommunicator(entry: OutboxRecord, sync: SyncContext): Promise<void> {
  const { store, requests, outbox, db } = sync;
  const communicator = (await db.communicators.get(entry.recordId)) ?? store.getState().communicator.communicators[entry.recordId];
  // Only the user's own go to the account (the default communicator, or another account's, never do).
  if (!communicator || !sameEmail(communicator.email, sync.userEmail)) {
    await outbox.landed(entry);
    return;
  }
  const agreed = await bases.get<Communicator>(db, 'communicator', communicator.id);
  const isNew = isLocalBoardId(communicator.id) || communicator.id === DEFAULT_COMMUNICATOR_ID;
  const body: Communicator = { ...communicator, ...(isNew ? { version: 0 } : agreed ? { version: agreed.version } : {}) };
  if (!isNew && !agreed) delete body.version;
  try {
    const stored = isNew ? await requests.createCommunicator(body, sync.context()) : await requests.updateCommunicator(body, sync.context());
    if (!sync.isCurrent()) return;
    await bases.put(db, 'communicator', stored.id, stored.version ?? 1, stored);
    if (isNew) {
      const current = store.getState().communicator.communicators[communicator.id] ?? communicator;
      store.dispatch(
        communicatorIdReplaced({
          previousId: communicator.id,
          communicator: { ...current, id: stored.id, email: stored.email, author: stored.author, version: stored.version },
        }),
      );
      await outbox.landed(entry);
      await outbox.renamed('communicator', communicator.id, stored.id);
    } else {
      store.dispatch(communicatorAcknowledged({ id: stored.id, version: stored.version ?? 1 }));
      await outbox.landed(entry);
    }
  } catch (error) {
    const current = conflictIn(error, CommunicatorConflictSchema)?.communicator;
    if (!current) throw error;
    await communicatorsArriving(sync, [current], isNew ? communicator.id : undefined);
    await outbox.landed(entry);
  }
}

/** Communicators from the account, merged with this device's (see boardsArrived); what differs goes back. */
export async function communicatorsArriving(
  sync: SyncContext,
  remotes: readonly Communicator[],
  replacesId?: string,
  activeCommunicatorId?: string,
): Promise<void> {
  const { db, store, outbox } = sync;
  const agreed = await bases.getMany<Communicator>(
    db,
    'communicator',
    remotes.map(({ id }) => id),
  );
  const fresh = remotes.filter((remote) => (agreed.get(remote.id)?.version ?? -1) < (remote.version ?? 0));
  if (!sync.isCurrent()) return;
  if (replacesId && remotes[0]) {
    // A create of the same communicator landed before (its answer was lost): this device's becomes that one.
    const local = store.getState().communicator.communicators[replacesId];
    if (local)
      store.dispatch(
        communicatorIdReplaced({ previousId: replacesId, communicator: { ...local, id: remotes[0].id, email: remotes[0].email, author: remotes[0].author } }),
      );
    await outbox.renamed('communicator', replacesId, remotes[0].id);
  }
  // Merged against the store as it is when dispatched, so no edit made meanwhile is lost.
  const local = store.getState().communicator.communicators;
  const kept = fresh.flatMap((remote) => communicatorAfterArrival(local[remote.id], remote, agreed.get(remote.id)?.record)?.record ?? []);
  store.dispatch(communicatorsArrived({ kept, ...(activeCommunicatorId ? { activeCommunicatorId } : {}) }));
  await bases.putMany(
    db,
    'communicator',
    fresh.map((remote) => ({ id: remote.id, version: remote.version ?? 0, record: remote })),
  );
  const after = store.getState().communicator.communicators;
  await outbox.addMany(
    'communicator',
    fresh.filter((remote) => after[remote.id] && !sameContent(after[remote.id], remote)).map(({ id }) => id),
  );
}

/** The settings that follow the user, based on the version last agreed on; a stale save is merged (409) and goes again. */
export async function sendSettings(entry: OutboxRecord, sync: SyncContext): Promise<void> {
  const agreed = await bases.get(sync.db, 'settings', 'user');
  const body = { ...syncedSettingsOf(sync.store.getState()), ...(agreed ? { version: agreed.version } : {}) };
  try {
    const stored = await sync.requests.saveSettings(body, sync.context());
    const { version: _version, ...sent } = body;
    await bases.put(sync.db, 'settings', 'user', stored.version, sent);
  } catch (error) {
    const current = conflictIn(error, SettingsConflictSchema)?.settings;
    if (!current) throw error;
    await settingsArriving(sync, current);
  }
  await sync.outbox.landed(entry);
}
