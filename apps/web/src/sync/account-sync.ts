import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { TesseraDb } from '../lib/db';
import { addLateMiddleware, type AppStore } from '../state/store';
import { syncRequested, syncStatusChanged } from '../state/sync-slice';
import { workChangedElsewhere } from '../state/sync-actions';
import { phraseHistoryChanged } from '../state/phrase-history-actions';
import { persistWork, type PersistOptions, type WorkPersistence } from '../state/work-persistence';
import { deviceHeaders } from '../lib/device-identity';
import { whileLeader } from './leader';
import { startLeaderLoop, type LeaderLoop } from './leader-loop';
import { Outbox } from './outbox';
import { followStatus } from './status-channel';
import { syncRequests, type SyncRequests } from './sync-requests';
import type { PrepareBoard, SyncContext } from './sync-context';
import { createWorkQueue } from './work-queue';

export interface AccountSyncOptions {
  requests?: SyncRequests;
  /** Readies a board for the server (its pictures and recordings uploaded); the board as it is by default. */
  prepareBoard?: PrepareBoard;
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
 * in one transaction); one tab per account leads (leader.ts) and talks to the server (leader-loop.ts, its decisions
 * in plan/loop-plan.ts): it sends the queue in order, pulls the account on start, when the connection returns, when
 * the app comes back to the front, when the live connection (re)opens and every few minutes, and fetches what the
 * account's other devices change as they change it (live-updates.ts). Writes carry versions and are merged on conflict, so no edit is lost. It stops by
 * itself when the user logs out (or a 403 ends the session).
 */
export function startAccountSync(store: AppStore, db: TesseraDb, options: AccountSyncOptions = {}): AccountSync {
  const startUser = store.getState().auth.user;
  if (!startUser?.authToken) throw new Error('startAccountSync needs a signed-in user');
  const { id: userId, email } = startUser;
  const now = options.now ?? Date.now;
  const outbox = new Outbox(db);
  let stopped = false;

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

  const persistence = persistWork(store, db, { ...options.persist, queue: { ...createWorkQueue(email), onQueued: () => leading?.send({ type: 'queued' }) } });

  const listener = createListenerMiddleware();
  addLateMiddleware(store, listener.middleware);
  listener.startListening({ predicate: () => !isCurrent(), effect: () => stop() });
  const stopFollowing = followStatus(userId, (status) => store.dispatch(syncStatusChanged(status)));

  let leading: LeaderLoop | undefined;
  const stopLeading = whileLeader(`tessera-sync:${userId}`, () => {
    stopFollowing();
    leading = startLeaderLoop(sync, {
      userId,
      random: options.random ?? Math.random,
      pullIntervalMs: options.pullIntervalMs ?? DEFAULT_PULL_INTERVAL_MS,
      live: options.live !== false,
      stopSync: stop,
    });
    listener.startListening({ actionCreator: syncRequested, effect: () => leading?.send({ type: 'tryAgain' }) });
    listener.startListening({ actionCreator: workChangedElsewhere, effect: () => leading?.send({ type: 'queued' }) });
    listener.startListening({
      actionCreator: phraseHistoryChanged,
      effect: ({ payload }) => {
        if (payload.queued) leading?.send({ type: 'queued' });
      },
    });
    return () => leading?.stop();
  });

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
    syncNow: () => leading?.send({ type: 'tryAgain' }),
    stop,
  };
}
