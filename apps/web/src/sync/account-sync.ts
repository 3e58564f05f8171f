import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { Board } from '@tessera/core';
import { apiForbidden } from '../lib/api/session-token';
import { isApiError } from '../lib/api/api-error';
import type { RequestContext } from '../lib/api/request-json';
import type { TesseraDb } from '../lib/db';
import { addLateMiddleware, type AppStore } from '../state/store';
import { syncRequested, syncStatusChanged } from '../state/sync-slice';
import { workChangedElsewhere } from '../state/sync-actions';
import { persistWork, type PersistOptions, type WorkPersistence } from '../state/work-persistence';
import { adoptActiveCommunicator } from './adopt-communicator';
import { deviceHeaders } from '../lib/device-identity';
import { whileLeader } from './leader';
import { Outbox } from './outbox';
import { eventsArrived, type PendingEvents } from './events-arrived';
import { startLiveUpdates } from './live-updates';
import { pullAccount } from './pull-account';
import { pumpOutbox } from './pump-outbox';
import { shareStatus, followStatus } from './status-channel';
import { syncRequests, type SyncRequests } from './sync-requests';
import type { SyncContext } from './sync-context';
import { createWorkQueue } from './work-queue';
import { createWorkLoop } from './work-loop';
import type { SendOutcome } from './send-outcome';

export interface AccountSyncOptions {
  requests?: SyncRequests;
  /** Readies a board for the server (its pictures and recordings uploaded); the board as it is by default. */
  prepareBoard?: (board: Board, context: RequestContext) => Promise<Board>;
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /** How often the account is fetched again while the app is open (live updates bring most changes sooner). */
  pullIntervalMs?: number;
  /** Listen for the account's changes as they happen (GET /api/events); on by default. */
  live?: boolean;
  persist?: PersistOptions;
}

export interface AccountSync {
  /** Resolves once what was changed so far is saved here and, if this tab sends, sent (or waiting for a retry). */
  idle(): Promise<void>;
  /** Fetches the account and sends what waits, now. */
  syncNow(): void;
  stop(): void;
  persistence: WorkPersistence;
}

const DEFAULT_PULL_INTERVAL_MS = 5 * 60_000;

/**
 * Keeps a signed-in user's boards, communicators and settings on this device and in step with the account (spec 01
 * §4, ARCHITECTURE "local first"). Every tab saves and queues its own edits (persistWork with the account's queue,
 * in one transaction); one tab per account leads (leader.ts) and talks to the server: it sends the queue in order
 * (pump-outbox.ts), pulls the account on start, when the connection returns, when the app comes back to the front,
 * when the live connection (re)opens and every few minutes, and fetches what the account's other devices change as
 * they change it (live-updates.ts). Writes carry versions and are merged on conflict, so no edit is lost. It stops by
 * itself when the user logs out (or a 403 ends the session).
 */
export function startAccountSync(store: AppStore, db: TesseraDb, options: AccountSyncOptions = {}): AccountSync {
  const startUser = store.getState().auth.user;
  if (!startUser?.authToken) throw new Error('startAccountSync needs a signed-in user');
  const { id: userId, email } = startUser;
  const now = options.now ?? Date.now;
  const outbox = new Outbox(db);
  let stopped = false;
  let kick = () => {};

  const isCurrent = () => !stopped && store.getState().auth.user?.id === userId;
  const sync: SyncContext = {
    store,
    db,
    outbox,
    requests: options.requests ?? syncRequests,
    userEmail: email,
    isCurrent,
    now,
    prepareBoard: options.prepareBoard,
    context: () => ({
      token: store.getState().auth.user?.authToken,
      headers: deviceHeaders(),
      ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
  };

  const persistence = persistWork(store, db, { ...options.persist, queue: { ...createWorkQueue(email), onQueued: () => kick() } });

  const listener = createListenerMiddleware();
  addLateMiddleware(store, listener.middleware);
  listener.startListening({ predicate: () => !isCurrent(), effect: () => stop() });
  const stopFollowing = followStatus(userId, (status) => store.dispatch(syncStatusChanged(status)));

  let leading: ReturnType<typeof lead> | undefined;
  const stopLeading = whileLeader(`tessera-sync:${userId}`, () => {
    stopFollowing();
    leading = lead();
    return () => leading?.stop();
  });

  /** This tab talks to the server for the account: the work loop, its triggers and the live connection. */
  function lead() {
    let pullWanted = true;
    let lastPullAt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const events: PendingEvents = { boards: new Map(), deleted: new Set(), communicators: false, settings: false };

    const status = (change: Parameters<typeof syncStatusChanged>[0]) => {
      store.dispatch(syncStatusChanged(change));
      shareStatus(userId, change);
    };
    const endSession = () => {
      stop();
      store.dispatch(apiForbidden());
    };
    const scheduleRetry = (at: number) => {
      clearTimeout(retryTimer);
      retryTimer = setTimeout(loop.kick, Math.max(0, at - now()));
    };

    const refreshStatus = async (outcome: SendOutcome | undefined) => {
      const pending = await outbox.count();
      if (!isCurrent()) return;
      const failed = outcome?.kind === 'retry';
      status({
        pending,
        phase: failed ? 'failed' : pending > 0 ? 'pending' : 'synced',
        lastError: failed ? outcome.message : null,
        ...(pending === 0 && !failed ? { lastSyncedAt: new Date(now()).toISOString() } : {}),
        conflicts: await db.conflicts.count(),
      });
    };

    const pass = async () => {
      if (pullWanted) {
        pullWanted = false;
        lastPullAt = now();
        status({ phase: 'syncing' });
        // A pull brings everything the events announced so far.
        events.boards.clear();
        events.deleted.clear();
        events.communicators = events.settings = false;
        const pulled = await pullAccount(sync);
        if (pulled === 'forbidden') return endSession();
        // Only once the account's communicators are here: a device offline at its first sync must not make one of its own.
        if (pulled === 'done' && isCurrent()) adoptActiveCommunicator(store);
      } else {
        const fetched = await eventsArrived(sync, events);
        if (fetched === 'forbidden') return endSession();
      }
      if (!isCurrent()) return;
      const outcome = await pumpOutbox(sync, { random: options.random, scheduleRetry, onSending: () => status({ phase: 'syncing' }) });
      if (outcome?.kind === 'forbidden') return endSession();
      await refreshStatus(outcome);
    };

    const loop = createWorkLoop(pass, (error) => status({ phase: 'failed', lastError: isApiError(error) ? error.message : String(error) }));
    kick = loop.kick;

    const syncNow = () => {
      pullWanted = true;
      void outbox.retryNow().then(loop.kick);
    };
    const onOnline = () => syncNow();
    const onVisible = () => {
      if (document.visibilityState === 'visible' && now() - lastPullAt > 30_000) syncNow();
    };
    listener.startListening({ actionCreator: syncRequested, effect: syncNow });
    listener.startListening({ actionCreator: workChangedElsewhere, effect: loop.kick });
    const interval = setInterval(syncNow, options.pullIntervalMs ?? DEFAULT_PULL_INTERVAL_MS);
    globalThis.addEventListener?.('online', onOnline);
    globalThis.document?.addEventListener('visibilitychange', onVisible);
    const stopLive =
      options.live === false
        ? () => undefined
        : startLiveUpdates(
            sync.context,
            {
              // (Re)connected: what happened while away is fetched; what happens from now on comes as events.
              onReady: () => {
                if (now() - lastPullAt > 1_000) syncNow();
              },
              onEvent: (event) => {
                if (event.deviceId !== null && event.deviceId === deviceHeaders()['x-tessera-device-id']) return;
                if (event.type === 'board') events.boards.set(event.id, event.version);
                else if (event.type === 'board-deleted') events.deleted.add(event.id);
                else if (event.type === 'communicator') events.communicators = true;
                else events.settings = true;
                loop.kick();
              },
              onForbidden: endSession,
            },
            options.random,
          );

    // A new session tries what waits at once, whatever backoff an earlier one left, and the status says from the
    // start that changes are waiting rather than "Synced" until the first try.
    const started = outbox.retryNow().then(async () => {
      const pending = await outbox.count();
      if (pending > 0 && isCurrent()) status({ phase: 'pending', pending });
      loop.kick();
    });

    return {
      syncNow,
      async idle() {
        await started;
        await loop.idle();
      },
      stop() {
        loop.stop();
        stopLive();
        clearInterval(interval);
        clearTimeout(retryTimer);
        globalThis.removeEventListener?.('online', onOnline);
        globalThis.document?.removeEventListener('visibilitychange', onVisible);
      },
    };
  }

  function stop() {
    if (stopped) return;
    stopped = true;
    persistence.stop();
    listener.clearListeners();
    stopFollowing();
    stopLeading();
  }

  return {
    persistence,
    async idle() {
      for (;;) {
        await persistence.idle();
        await leading?.idle();
        // Answers applied while sending may have saved (and queued) more: settled once a round finds nothing new.
        const before = await outbox.count().catch(() => 0);
        await persistence.idle();
        await leading?.idle();
        if ((await outbox.count().catch(() => 0)) === before) return;
      }
    },
    syncNow: () => leading?.syncNow(),
    stop,
  };
}
