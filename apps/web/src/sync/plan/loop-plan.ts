import type { AccountEvent } from '@tessera/core';
import type { OutboxRecord } from '../../lib/db';
import type { SyncState } from '../../state/sync-slice';
import type { SendOutcome } from '../send-outcome';
import { retryDelayMs } from './backoff';
import { planNextSends } from './next-sends';

/** Pulls are asked for this long apart at most when the app comes back to the front, or the live connection opens. */
export const RETURN_PULL_AFTER_MS = 30_000;
export const RECONNECT_PULL_AFTER_MS = 1_000;

/** What live updates announced and this device has not fetched yet: board versions by id, deletions, and whether communicators or settings changed. */
export interface PendingEvents {
  boards: ReadonlyMap<string, number>;
  deleted: ReadonlySet<string>;
  communicators: boolean;
  settings: boolean;
}

/** The leading tab's sync loop: one pass at a time (a pull or the announced changes, then the queue, then the status). */
export interface LoopState {
  stopped: boolean;
  /** A pass runs, or starts in the next task. */
  passing: boolean;
  /** Something asked for a pass while one ran: one more follows it. */
  again: boolean;
  /** The next pass pulls the whole account. */
  pullWanted: boolean;
  lastPullAt: number;
  events: PendingEvents;
  /** The failure that stopped this pass's sending (a retry to wait for), shown with the count of what waits. */
  waiting: string | undefined;
}

export const noEvents: PendingEvents = { boards: new Map(), deleted: new Set(), communicators: false, settings: false };

export const initialLoopState: LoopState = {
  stopped: false,
  passing: false,
  again: false,
  pullWanted: true,
  lastPullAt: 0,
  events: noEvents,
  waiting: undefined,
};

/** An entry's answer, with the random number that spreads its retry (backoff.ts). */
export interface SentEntry {
  entry: OutboxRecord;
  outcome: SendOutcome;
  random: number;
}

export type LoopEvent =
  /** This tab leads: what an earlier session left waiting is tried at once. */
  | { type: 'start' }
  /** …and this much of it waits. */
  | { type: 'started'; pending: number }
  | { type: 'online' }
  | { type: 'visibilityChanged'; visible: boolean; now: number }
  /** The pull interval (every 5 minutes) passed. */
  | { type: 'pullDue' }
  /** "Try again now" (the Sync dialog), or syncNow(). */
  | { type: 'tryAgain' }
  /** What waited for a retry may go now (after `online`, "Try again now"…). */
  | { type: 'retriedNow' }
  /** This tab saved (and queued) an edit, or another tab did. */
  | { type: 'queued' }
  /** The retry timer fired. */
  | { type: 'timerFired' }
  | { type: 'liveConnected'; now: number }
  | { type: 'liveEvent'; event: AccountEvent; ownDeviceId: string | undefined }
  /** The live connection was refused with 403. */
  | { type: 'liveForbidden' }
  /** The task after a kick: the pass begins. */
  | { type: 'tick'; now: number }
  | { type: 'pulled'; result: 'done' | 'failed' | 'forbidden' }
  | { type: 'eventsFetched'; result: 'done' | 'forbidden' }
  /** The head of the queue, as read now. */
  | { type: 'head'; entries: OutboxRecord[]; now: number }
  | { type: 'sent'; results: SentEntry[] }
  | { type: 'counted'; pending: number; conflicts: number; now: number }
  /** A command of the pass threw (a bug, a database failure): the pass ends, the status says why. */
  | { type: 'passFailed'; message: string; now: number }
  | { type: 'stop' };

export type LoopCommand =
  | { type: 'status'; change: Partial<SyncState> }
  /** Makes what waits for a retry due now, then: `retriedNow` (or, at start, `started` with the queue's length). */
  | { type: 'retryNow'; atStart: boolean }
  /** Waits for the next task (a burst of edits is queued whole), then `tick`. */
  | { type: 'nextTask' }
  /** The whole account; then `pulled`. */
  | { type: 'pull' }
  /** Once a pull brought the account's communicators: one of them becomes active if none here is the account's. */
  | { type: 'adoptCommunicator' }
  /** What live updates announced; then `eventsFetched`. */
  | { type: 'fetchEvents'; events: PendingEvents }
  /** The head of the queue; then `head`. */
  | { type: 'readHead' }
  /** Sends entries together; then `sent`. */
  | { type: 'send'; entries: OutboxRecord[] }
  /** Keeps a failed entry for a try after `delayMs`. */
  | { type: 'markFailed'; entry: OutboxRecord; message: string; delayMs: number }
  /** The retry timer (one at a time) fires at `at`, or `afterMs` from when it is set. */
  | { type: 'wake'; at: number }
  | { type: 'wakeAfter'; ms: number }
  /** What waits and the versions kept aside; then `counted`. */
  | { type: 'count' }
  /** The session ended (403): the sync stops and the user is logged out. */
  | { type: 'endSession' };

export interface LoopStep {
  state: LoopState;
  commands: LoopCommand[];
}

const syncing: LoopCommand = { type: 'status', change: { phase: 'syncing' } };

/** Asks for a pass: one begins in the next task, or one more after the one running. */
function kick(state: LoopState): LoopStep {
  if (state.stopped) return { state, commands: [] };
  if (state.passing) return { state: { ...state, again: true }, commands: [] };
  return { state: { ...state, passing: true }, commands: [{ type: 'nextTask' }] };
}

/** A pull next time, and what waits for a retry is tried at once. */
const syncNow = (state: LoopState): LoopStep =>
  state.stopped ? { state, commands: [] } : { state: { ...state, pullWanted: true }, commands: [{ type: 'retryNow', atStart: false }] };

/** A pass: the account pulled when asked for (that brings everything announced so far), else what was announced. */
function beginPass(state: LoopState, now: number): LoopStep {
  const fresh = { ...state, again: false, waiting: undefined, events: noEvents };
  if (state.pullWanted) return { state: { ...fresh, pullWanted: false, lastPullAt: now }, commands: [syncing, { type: 'pull' }] };
  return { state: fresh, commands: [{ type: 'fetchEvents', events: state.events }] };
}

/** The pass is over: another follows when one was asked for meanwhile. */
function endPass(state: LoopState, commands: LoopCommand[], now: number): LoopStep {
  if (state.again && !state.stopped) {
    const next = beginPass(state, now);
    return { state: next.state, commands: [...commands, ...next.commands] };
  }
  return { state: { ...state, passing: false, again: false }, commands };
}

const endSession = (state: LoopState): LoopStep => ({ state: { ...state, stopped: true, passing: false, again: false }, commands: [{ type: 'endSession' }] });

/** What the sender does with the answers: a retry keeps its entry and waits (never sooner than the server's Retry-After). */
function afterSends(state: LoopState, results: readonly SentEntry[]): LoopStep {
  const commands: LoopCommand[] = [];
  let waiting: string | undefined;
  for (const { entry, outcome, random } of results) {
    if (outcome.kind === 'forbidden') {
      const ended = endSession(state);
      return { state: ended.state, commands: [...commands, ...ended.commands] };
    }
    if (outcome.kind === 'stop') return { state, commands: [...commands, { type: 'count' }] };
    if (outcome.kind === 'retry') {
      const delayMs = Math.max(
        retryDelayMs(entry.attempts, () => random),
        outcome.retryAfterMs ?? 0,
      );
      commands.push({ type: 'markFailed', entry, message: outcome.message, delayMs }, { type: 'wakeAfter', ms: delayMs });
      waiting ??= outcome.message;
    }
  }
  if (waiting !== undefined) return { state: { ...state, waiting }, commands: [...commands, { type: 'count' }] };
  return { state, commands: [...commands, { type: 'readHead' }] };
}

/** The status once a pass has sent what it could: failed (and why), changes waiting, or synced. */
function statusAfterPass(waiting: string | undefined, pending: number, conflicts: number, now: number): Partial<SyncState> {
  const failed = waiting !== undefined;
  return {
    pending,
    phase: failed ? 'failed' : pending > 0 ? 'pending' : 'synced',
    lastError: failed ? waiting : null,
    ...(pending === 0 && !failed ? { lastSyncedAt: new Date(now).toISOString() } : {}),
    conflicts,
  };
}

function noted(events: PendingEvents, event: AccountEvent): PendingEvents {
  if (event.type === 'board') return { ...events, boards: new Map(events.boards).set(event.id, event.version) };
  if (event.type === 'board-deleted') return { ...events, deleted: new Set(events.deleted).add(event.id) };
  if (event.type === 'communicator') return { ...events, communicators: true };
  return { ...events, settings: true };
}

/**
 * The leading tab's sync loop, as decisions (README "Failure"): what each event makes it do next. It pulls the account
 * on start, when the connection returns, when the app comes back to the front (after 30 s), when the live connection
 * (re)opens and every few minutes, and otherwise fetches what live updates announced; then it sends the queue in
 * order (planNextSends) until it is empty or its head must wait (backoff.ts), and says how things stand. One pass runs
 * at a time; an event meanwhile asks for one more after it. A 403 anywhere ends the session.
 */
export function stepLoop(state: LoopState, event: LoopEvent): LoopStep {
  if (state.stopped) return { state, commands: [] };
  switch (event.type) {
    case 'start':
      return { state, commands: [{ type: 'retryNow', atStart: true }] };
    case 'started': {
      // The status says from the start that changes are waiting, rather than "Synced" until the first try.
      const next = kick(state);
      const pending: LoopCommand[] = event.pending > 0 ? [{ type: 'status', change: { phase: 'pending', pending: event.pending } }] : [];
      return { state: next.state, commands: [...pending, ...next.commands] };
    }
    case 'online':
    case 'pullDue':
    case 'tryAgain':
      return syncNow(state);
    case 'visibilityChanged':
      return event.visible && event.now - state.lastPullAt > RETURN_PULL_AFTER_MS ? syncNow(state) : { state, commands: [] };
    case 'liveConnected':
      // (Re)connected: what happened while away is fetched; what happens from now on comes as events.
      return event.now - state.lastPullAt > RECONNECT_PULL_AFTER_MS ? syncNow(state) : { state, commands: [] };
    case 'liveEvent':
      if (event.event.deviceId !== null && event.event.deviceId === event.ownDeviceId) return { state, commands: [] };
      return kick({ ...state, events: noted(state.events, event.event) });
    case 'retriedNow':
    case 'queued':
    case 'timerFired':
      return kick(state);
    case 'liveForbidden':
      return endSession(state);
    case 'tick':
      return state.passing ? beginPass(state, event.now) : { state, commands: [] };
    case 'pulled':
      if (event.result === 'forbidden') return endSession(state);
      // Only once the account's communicators are here: a device offline at its first sync must not make one of its own.
      return { state, commands: event.result === 'done' ? [{ type: 'adoptCommunicator' }, { type: 'readHead' }] : [{ type: 'readHead' }] };
    case 'eventsFetched':
      return event.result === 'forbidden' ? endSession(state) : { state, commands: [{ type: 'readHead' }] };
    case 'head': {
      const next = planNextSends(event.entries, event.now);
      if (next.kind === 'idle') return { state, commands: [{ type: 'count' }] };
      if (next.kind === 'wait') return { state: { ...state, waiting: next.lastError ?? '' }, commands: [{ type: 'wake', at: next.until }, { type: 'count' }] };
      return { state, commands: [syncing, { type: 'send', entries: next.entries }] };
    }
    case 'sent':
      return afterSends(state, event.results);
    case 'counted':
      return endPass(state, [{ type: 'status', change: statusAfterPass(state.waiting, event.pending, event.conflicts, event.now) }], event.now);
    case 'passFailed':
      return endPass(state, [{ type: 'status', change: { phase: 'failed', lastError: event.message } }], event.now);
    case 'stop':
      return { state: { ...state, stopped: true }, commands: [] };
  }
}
