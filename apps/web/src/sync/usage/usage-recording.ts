import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { TesseraDb, UsageEventRecord } from '../../lib/db';
import { getUsageConsent, postUsageEvents } from '../../lib/api/usage-requests';
import { selectBoardById } from '../../state/board-slice';
import { addLateMiddleware, type AppStore, type RootState } from '../../state/store';
import {
  isRecording,
  modelingToggled,
  reportsChosen,
  reportsPaused,
  reportsResumed,
  usageQueueSent,
  usageRestored,
  usageSendRequested,
} from '../../state/usage-slice';
import { sendUsage } from './send-usage';
import { categoryOf, localTimestamp, pressesOf, sessionAt } from './usage-event';
import { UsageOutbox } from './usage-outbox';
import { restoreUsage, saveSession, saveUsage, savedSession } from './usage-storage';

export interface UsageRecordingOptions {
  openDb: (userId: string) => TesseraDb;
  /** The API's address (tests point it at their server). */
  baseUrl?: string;
  now?: () => number;
  newId?: () => string;
  /** How long new events wait before they are sent, so that a run of taps goes in one batch. */
  sendDelayMs?: number;
  /** When to write what was recorded: at an idle moment by default, never in the tap's own task. */
  whenIdle?: (work: () => void) => void;
}

export interface UsageRecording {
  /** Resolves once everything recorded so far is on the device and a send under way has ended. */
  idle(): Promise<void>;
  stop(): void;
}

const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;

const defaultIdle = (work: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 0);
};

const userIdIn = (state: RootState): string | null => state.auth.user?.id ?? null;
const isUsageAction = (action: UnknownAction) =>
  reportsChosen.match(action) || reportsPaused.match(action) || reportsResumed.match(action) || modelingToggled.match(action);

/**
 * Records the five actions of the usage reports (issue 28) for a signed-in user who turned reports on, while not
 * paused: as store middleware after the action, so the tap that spoke has already spoken; the events are written to
 * the account's database at an idle moment and sent in batches when online. Presses while Modeling is on are marked
 * modeled. Nothing is recorded for a guest, with reports off or unknown, or while paused.
 */
export function startUsageRecording(store: AppStore, options: UsageRecordingOptions): UsageRecording {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const whenIdle = options.whenIdle ?? defaultIdle;
  const sendDelayMs = options.sendDelayMs ?? 2_000;
  let stopped = false;
  let pending: UsageEventRecord['event'][] = [];
  let writing: Promise<void> = Promise.resolve();
  let sending: Promise<void> = Promise.resolve();
  let sendTimer: ReturnType<typeof setTimeout> | undefined;
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RETRY_FIRST_MS;

  const context = options.baseUrl ? { baseUrl: options.baseUrl } : {};
  const outboxOf = (userId: string) => new UsageOutbox(options.openDb(userId));

  const flush = (userId: string) => {
    const events = pending;
    pending = [];
    if (events.length === 0) return;
    writing = writing.then(() => outboxOf(userId).add(events)).catch(() => undefined);
    scheduleSend(sendDelayMs);
  };

  const send = () => {
    sending = sending.then(async () => {
      const state = store.getState();
      const userId = userIdIn(state);
      if (stopped || !userId || state.usage.reportsOn !== true) return;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
      await writing;
      const run = async () => {
        const outcome = await sendUsage(outboxOf(userId), (events) => store.dispatch(postUsageEvents(events, context)));
        if (outcome === 'reports off') store.dispatch(reportsChosen(false));
        if (outcome === 'failed') {
          scheduleSend(retryMs);
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        } else retryMs = RETRY_FIRST_MS;
      };
      // One tab of the account sends at a time; another tab's events go with its next send.
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      if (locks) await locks.request(`tessera-usage-send:${userId}`, run);
      else await run();
      store.dispatch(usageQueueSent(now()));
    });
    sending = sending.catch(() => undefined);
  };

  function scheduleSend(delay: number) {
    if (stopped) return;
    clearTimeout(sendTimer);
    sendTimer = setTimeout(send, delay);
  }

  const schedulePauseEnd = (state: RootState) => {
    clearTimeout(pauseTimer);
    const until = state.usage.pausedUntil;
    if (until === null) return;
    pauseTimer = setTimeout(() => store.dispatch(reportsResumed()), Math.max(0, until - now()));
  };

  const loadConsent = (userId: string) => {
    store.dispatch(usageRestored(restoreUsage(userId, now())));
    schedulePauseEnd(store.getState());
    void store
      .dispatch(getUsageConsent(context))
      .then((consent) => {
        if (!stopped && userIdIn(store.getState()) === userId) store.dispatch(reportsChosen(consent.reportsOn));
      })
      .catch(() => undefined);
  };

  const record = (action: UnknownAction, before: RootState, after: RootState) => {
    const userId = userIdIn(after);
    if (!userId || userId !== userIdIn(before) || !isRecording(after.usage, now())) return;
    const presses = pressesOf(action, {
      boardBefore: before.board.activeBoardId,
      boardAfter: after.board.activeBoardId,
      boardName: (id) => selectBoardById(after, id)?.name || undefined,
    });
    if (presses.length === 0) return;
    const at = now();
    const session = sessionAt(savedSession(userId), at, newId);
    saveSession(userId, session);
    const timestamp = localTimestamp(new Date(at));
    for (const press of presses) {
      pending.push({ ...press, clientEventId: newId(), category: categoryOf(press.action), sessionId: session.id, timestamp, modeled: after.usage.modeling });
    }
    if (pending.length === presses.length) whenIdle(() => flush(userId));
  };

  const middleware: Middleware = (api) => (next) => (action) => {
    const before = api.getState() as RootState;
    const result = next(action);
    if (stopped) return result;
    const after = api.getState() as RootState;
    const typed = action as UnknownAction;
    const userId = userIdIn(after);
    if (userId !== userIdIn(before)) {
      pending = [];
      if (userId) loadConsent(userId);
      return result;
    }
    if (!userId) return result;
    if (isUsageAction(typed)) {
      saveUsage(userId, after.usage);
      schedulePauseEnd(after);
      if (reportsChosen.match(typed) && !typed.payload) {
        pending = [];
        writing = writing.then(() => outboxOf(userId).clear()).catch(() => undefined);
      } else if (reportsChosen.match(typed)) scheduleSend(0);
      return result;
    }
    if (usageSendRequested.match(typed)) {
      flush(userId);
      scheduleSend(0);
      return result;
    }
    record(typed, before, after);
    return result;
  };

  addLateMiddleware(store, middleware);
  const onOnline = () => scheduleSend(0);
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  const startUser = userIdIn(store.getState());
  if (startUser) {
    loadConsent(startUser);
    scheduleSend(0);
  }

  return {
    async idle() {
      const userId = userIdIn(store.getState());
      if (userId) flush(userId);
      await writing;
      clearTimeout(sendTimer);
      send();
      await sending;
    },
    stop() {
      stopped = true;
      clearTimeout(sendTimer);
      clearTimeout(pauseTimer);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    },
  };
}
