import { isLocalBoardId, sameEmail, type Board, type Communicator } from '@tessera/core';
import { apiForbidden } from '../lib/api/session-token';
import { isApiError } from '../lib/api/api-error';
import type { RequestContext } from '../lib/api/request-json';
import type { OutboxRecord, TesseraDb } from '../lib/db';
import { Outbox, retryDelayMs, syncRequests, type SyncRequests } from './';
import type { AppStore, RootState } from '../state/store';
import { syncStatusChanged } from '../state/sync-slice';
import { adoptActiveCommunicator } from './adopt-communicator';
import { isOwnBoard } from './own-board';
import { pullAccount } from './pull-account';
import { sendEntries, type SendOutcome } from './send-entry';

export interface AccountSyncOptions {
  requests?: SyncRequests;
  /** Readies a board for the server (its pictures and recordings uploaded); the board as it is by default. */
  prepareBoard?: (board: Board, context: RequestContext) => Promise<Board>;
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /** How often the account is fetched again while the app is open. */
  pullIntervalMs?: number;
}

export interface AccountSync {
  /** Resolves when the queue is empty or waiting for a retry, and no fetch is under way. */
  idle(): Promise<void>;
  /** Fetches the account and sends what waits, now. */
  syncNow(): void;
  stop(): void;
}

type Records<T> = Readonly<Record<string, T>>;
const DEFAULT_PULL_INTERVAL_MS = 2 * 60_000;
/** The settings sections that follow the user; a change of any is sent (voice and volume stay on the device). */
const settingsOf = (state: RootState) => [
  state.settings.display,
  state.settings.navigation,
  state.settings.scanning,
  state.settings.speech.pitch,
  state.settings.speech.rate,
  state.language.lang,
];

/**
 * Board saves sent at once, and whose answers are applied together; new boards among them go in one batch
 * request (bench/client-sync-1000: one request and one store update per board took 20 s for 1,000 boards).
 */
export const SENDS_IN_FLIGHT = 50;

const leadingBoardSaves = (entries: readonly OutboxRecord[], at: number): OutboxRecord[] => {
  const batch: OutboxRecord[] = [];
  for (const entry of entries) {
    if (entry.kind !== 'board' || entry.notBefore > at || batch.length === SENDS_IN_FLIGHT) break;
    batch.push(entry);
  }
  return batch;
};


/**
 * Keeps a signed-in user's boards and communicators in step with the server (spec 01 §4, ARCHITECTURE "local
 * first"). Every change already saved on this device is queued in the outbox of the account's database; a
 * worker sends the queue in order, one entry at a time, retrying with backoff while the server cannot be
 * reached, and fetches the account on start, when the connection returns, when the app comes back to the
 * front and every two minutes. It stops by itself when the user logs out (or a 403 ends the session).
 */
export function startAccountSync(store: AppStore, db: TesseraDb, options: AccountSyncOptions = {}): AccountSync {
  const startUser = store.getState().auth.user;
  if (!startUser?.authToken) throw new Error('startAccountSync needs a signed-in user');
  const { id: userId, email } = startUser;
  const requests = options.requests ?? syncRequests;
  const now = options.now ?? Date.now;
  const outbox = new Outbox(db);
  const context = (): RequestContext => ({
    token: store.getState().auth.user?.authToken,
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  let stopped = false;
  let remoteDepth = 0;
  let pullWanted = true;
  let lastPullAt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let queueWrites: Promise<void> = Promise.resolve();
  let worker: Promise<void> | null = null;
  let workAgain = false;

  const isCurrent = () => !stopped && store.getState().auth.user?.id === userId;

  /** Dispatches what the server said without queuing it back to the server. */
  const applyRemote = (apply: () => void) => {
    remoteDepth += 1;
    try {
      apply();
    } finally {
      remoteDepth -= 1;
    }
  };

  const enqueue = (write: (outbox: Outbox) => Promise<void>) => {
    queueWrites = queueWrites.then(() => write(outbox)).catch(() => undefined);
    kick();
  };

  // Watch the store: every change of the user's boards, communicators and settings goes into the outbox.
  let last = { boards: store.getState().board.boards as Records<Board>, communicators: store.getState().communicator.communicators as Records<Communicator> };
  let lastSettings = settingsOf(store.getState());
  const unsubscribe = store.subscribe(() => {
    if (!isCurrent()) return stop();
    const state = store.getState();
    const settings = settingsOf(state);
    if (settings.some((section, index) => section !== lastSettings[index])) {
      lastSettings = settings;
      if (remoteDepth === 0) enqueue((o) => o.add('settings', 'user'));
    }
    const next = { boards: state.board.boards as Records<Board>, communicators: state.communicator.communicators as Records<Communicator> };
    if (next.boards === last.boards && next.communicators === last.communicators) return;
    const before = last;
    last = next;
    if (remoteDepth > 0) return;
    queueChanges(before, next, state);
  });

  const queueChanges = (before: typeof last, next: typeof last, state: RootState) => {
    if (before.boards !== next.boards) {
      for (const id of new Set([...Object.keys(before.boards), ...Object.keys(next.boards)])) {
        const was = before.boards[id];
        const is = next.boards[id];
        if (was === is) continue;
        if (is) {
          if (isOwnBoard(is, email)) enqueue((o) => o.add('board', id));
        } else if (was && isOwnBoard(was, email)) {
          enqueue((o) => (isLocalBoardId(id) ? o.drop('board', id) : o.addDeletion(id)));
        }
      }
    }
    if (before.communicators !== next.communicators) {
      for (const [id, communicator] of Object.entries(next.communicators)) {
        if (before.communicators[id] === communicator) continue;
        if (sameEmail(communicator.email, email)) enqueue((o) => o.add('communicator', id));
        else if (id === state.communicator.activeCommunicatorId) queueMicrotask(() => isCurrent() && adoptActiveCommunicator(store));
      }
    }
  };

  const refreshStatus = async (outcome?: SendOutcome) => {
    const pending = await outbox.count();
    if (!isCurrent()) return;
    const failed = outcome?.kind === 'retry';
    store.dispatch(
      syncStatusChanged({
        pending,
        phase: failed ? 'failed' : pending > 0 ? 'pending' : 'synced',
        lastError: failed ? outcome.message : null,
        ...(pending === 0 && !failed ? { lastSyncedAt: new Date(now()).toISOString() } : {}),
        conflicts: await db.conflicts.count(),
      }),
    );
  };

  const scheduleRetry = (at: number) => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(kick, Math.max(0, at - now()));
  };

  /**
   * Sends the queue in order and stops at the first entry that must wait. A run of board saves at the head goes
   * out together (up to SENDS_IN_FLIGHT): they are different boards, each still in its own order, and a create
   * retried after a lost answer gets the same board back. Anything else (a deletion, a communicator, which
   * names boards) waits for everything before it.
   */
  const pump = async (): Promise<SendOutcome | undefined> => {
    for (;;) {
      await queueWrites;
      if (!isCurrent()) return undefined;
      const entries = await outbox.head(SENDS_IN_FLIGHT);
      const head = entries[0];
      if (!head) return undefined;
      if (head.notBefore > now()) {
        scheduleRetry(head.notBefore);
        return { kind: 'retry', message: head.lastError ?? '' };
      }
      const batch = head.kind === 'board' ? leadingBoardSaves(entries, now()) : [head];
      store.dispatch(syncStatusChanged({ phase: 'syncing' }));
      const send = { store, db, outbox, requests, context, userEmail: email, isCurrent, applyRemote, prepareBoard: options.prepareBoard };
      const outcomes = await sendEntries(batch, send);
      let waiting: SendOutcome | undefined;
      for (const [index, outcome] of outcomes.entries()) {
        if (outcome.kind === 'stop') return outcome;
        if (outcome.kind === 'forbidden') {
          stop();
          store.dispatch(apiForbidden());
          return outcome;
        }
        if (outcome.kind === 'retry') {
          const entry = batch[index] as OutboxRecord;
          const delay = retryDelayMs(entry.attempts, options.random);
          await outbox.failed(entry, outcome.message, delay, now());
          scheduleRetry(now() + delay);
          waiting ??= outcome;
        }
      }
      if (waiting) return waiting;
    }
  };

  const work = async () => {
    await queueWrites;
    if (pullWanted) {
      pullWanted = false;
      lastPullAt = now();
      store.dispatch(syncStatusChanged({ phase: 'syncing' }));
      const pulled = await pullAccount({ store, db, outbox, requests, context, userEmail: email, isCurrent, applyRemote, now });
      if (pulled === 'forbidden') {
        stop();
        store.dispatch(apiForbidden());
        return;
      }
      if (isCurrent()) adoptActiveCommunicator(store);
    }
    const outcome = await pump();
    await refreshStatus(outcome);
  };

  function kick() {
    if (stopped) return;
    if (worker) {
      workAgain = true;
      return;
    }
    worker = (async () => {
      try {
        // Starts after the current task, so a burst of edits (a paste, a login's carried-over boards) is
        // queued whole and its board saves go out together.
        await new Promise((resolve) => setTimeout(resolve, 0));
        do {
          workAgain = false;
          await work().catch((error: unknown) => {
            store.dispatch(syncStatusChanged({ phase: 'failed', lastError: isApiError(error) ? error.message : String(error) }));
          });
        } while (workAgain && isCurrent());
      } finally {
        worker = null;
      }
    })();
  }

  const syncNow = () => {
    pullWanted = true;
    enqueue((o) => o.retryNow());
  };
  const onOnline = () => syncNow();
  const onVisible = () => {
    if (document.visibilityState === 'visible' && now() - lastPullAt > 30_000) syncNow();
  };
  // The status dialog's "Try again" raises syncRequested, which counts up in the sync slice.
  let requestCount = store.getState().sync.requests;
  const unsubscribeRequests = store.subscribe(() => {
    const count = store.getState().sync.requests;
    if (count === requestCount) return;
    requestCount = count;
    syncNow();
  });
  const interval = setInterval(syncNow, options.pullIntervalMs ?? DEFAULT_PULL_INTERVAL_MS);
  globalThis.addEventListener?.('online', onOnline);
  globalThis.document?.addEventListener('visibilitychange', onVisible);

  function stop() {
    if (stopped) return;
    stopped = true;
    unsubscribe();
    unsubscribeRequests();
    clearInterval(interval);
    clearTimeout(retryTimer);
    globalThis.removeEventListener?.('online', onOnline);
    globalThis.document?.removeEventListener('visibilitychange', onVisible);
  }

  // A new session (app start, login) tries what waits at once, whatever backoff an earlier session left, and
  // the status says from the start that changes are waiting rather than "Synced" until the first try.
  enqueue(async (o) => {
    await o.retryNow();
    const pending = await o.count();
    if (pending > 0 && isCurrent()) store.dispatch(syncStatusChanged({ phase: 'pending', pending }));
  });

  return {
    async idle() {
      for (;;) {
        await queueWrites;
        const running = worker;
        if (!running) return;
        await running;
      }
    },
    syncNow,
    stop,
  };
}
