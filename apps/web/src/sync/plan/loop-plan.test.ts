import type { AccountEvent } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import type { OutboxRecord } from '../../lib/db';
import { initialLoopState, noEvents, stepLoop, type LoopCommand, type LoopEvent, type LoopState } from './loop-plan';

const entry = (seq: number, kind: OutboxRecord['kind'] = 'board', attempts = 0, notBefore = 0): OutboxRecord => ({
  seq,
  key: `${kind}:r${seq}`,
  kind,
  recordId: `r${seq}`,
  rev: 0,
  attempts,
  notBefore,
});
const one = entry(1);
const two = entry(2);
const tiring = entry(3, 'board', 3);
const settings = entry(4, 'settings');
const T = 1_000_000;
const held = { ...entry(5, 'board', 1, T + 9_000), lastError: 'Unable to contact server. Try in a moment' };
const idle: LoopState = { ...initialLoopState, pullWanted: false, lastPullAt: T - 60_000 };
const passing: LoopState = { ...idle, passing: true };
const announced: LoopState = { ...idle, events: { ...noEvents, boards: new Map([['b1', 3]]), communicators: true } };
const boardEvent: AccountEvent = { type: 'board', id: 'b1', version: 3, deviceId: 'other' };
const offline = 'Unable to contact server. Try in a moment';

const syncing: LoopCommand = { type: 'status', change: { phase: 'syncing' } };
const retryNow: LoopCommand = { type: 'retryNow', atStart: false };
const nextTask: LoopCommand = { type: 'nextTask' };

interface Row {
  name: string;
  state: LoopState;
  event: LoopEvent;
  commands: LoopCommand[];
  /** What must hold of the state after the step. */
  after?: Partial<LoopState>;
}

const rows: Row[] = [
  // Start.
  { name: 'a session starts by making what waits due now', state: initialLoopState, event: { type: 'start' }, commands: [{ type: 'retryNow', atStart: true }] },
  {
    name: 'then says changes wait, and starts a pass',
    state: initialLoopState,
    event: { type: 'started', pending: 2 },
    commands: [{ type: 'status', change: { phase: 'pending', pending: 2 } }, nextTask],
    after: { passing: true },
  },
  { name: 'with nothing waiting, it only starts a pass', state: initialLoopState, event: { type: 'started', pending: 0 }, commands: [nextTask] },
  {
    name: "the first pass pulls the account, after the announced changes' record is cleared",
    state: { ...initialLoopState, passing: true, again: true, events: announced.events },
    event: { type: 'tick', now: T },
    commands: [syncing, { type: 'pull' }],
    after: { pullWanted: false, lastPullAt: T, again: false, events: noEvents },
  },
  // Pull.
  {
    name: "a pull done: the account's communicator is adopted, then the queue",
    state: passing,
    event: { type: 'pulled', result: 'done' },
    commands: [{ type: 'adoptCommunicator' }, { type: 'readHead' }],
  },
  { name: 'a pull failed: the queue is still sent', state: passing, event: { type: 'pulled', result: 'failed' }, commands: [{ type: 'readHead' }] },
  {
    name: 'a pull refused (403) ends the session',
    state: passing,
    event: { type: 'pulled', result: 'forbidden' },
    commands: [{ type: 'endSession' }],
    after: { stopped: true, passing: false },
  },
  // Triggers of a pull.
  { name: 'online: a pull, and retries at once', state: idle, event: { type: 'online' }, commands: [retryNow], after: { pullWanted: true } },
  { name: 'the pull interval: the same', state: idle, event: { type: 'pullDue' }, commands: [retryNow], after: { pullWanted: true } },
  { name: '"Try again now": the same', state: idle, event: { type: 'tryAgain' }, commands: [retryNow], after: { pullWanted: true } },
  { name: 'what waited is due: a pass', state: idle, event: { type: 'retriedNow' }, commands: [nextTask], after: { passing: true } },
  {
    name: 'back to the front after 30 s: a pull',
    state: idle,
    event: { type: 'visibilityChanged', visible: true, now: idle.lastPullAt + 30_001 },
    commands: [retryNow],
    after: { pullWanted: true },
  },
  {
    name: 'back to the front within 30 s: nothing',
    state: idle,
    event: { type: 'visibilityChanged', visible: true, now: idle.lastPullAt + 30_000 },
    commands: [],
  },
  { name: 'sent to the back: nothing', state: idle, event: { type: 'visibilityChanged', visible: false, now: T + 60_000 }, commands: [] },
  // Live updates.
  { name: 'live connection (re)opened: a pull', state: idle, event: { type: 'liveConnected', now: idle.lastPullAt + 1_001 }, commands: [retryNow] },
  { name: 'live connection opened just after a pull: nothing', state: idle, event: { type: 'liveConnected', now: idle.lastPullAt + 1_000 }, commands: [] },
  {
    name: "another device's change is noted and fetched in a pass",
    state: idle,
    event: { type: 'liveEvent', event: boardEvent, ownDeviceId: 'mine' },
    commands: [nextTask],
    after: { passing: true, events: { ...noEvents, boards: new Map([['b1', 3]]) } },
  },
  {
    name: "this device's own change is not",
    state: idle,
    event: { type: 'liveEvent', event: { ...boardEvent, deviceId: 'mine' }, ownDeviceId: 'mine' },
    commands: [],
    after: { events: noEvents },
  },
  {
    name: 'a deletion, communicators and settings are noted while a pass runs, which one more follows',
    state: passing,
    event: { type: 'liveEvent', event: { type: 'board-deleted', id: 'b2', deviceId: null }, ownDeviceId: 'mine' },
    commands: [],
    after: { again: true, events: { ...noEvents, deleted: new Set(['b2']) } },
  },
  {
    name: 'live connection refused (403): the session ends',
    state: passing,
    event: { type: 'liveForbidden' },
    commands: [{ type: 'endSession' }],
    after: { stopped: true },
  },
  // A pass without a pull.
  {
    name: 'a pass without a pull fetches what was announced',
    state: { ...announced, passing: true },
    event: { type: 'tick', now: T },
    commands: [{ type: 'fetchEvents', events: announced.events }],
    after: { events: noEvents, lastPullAt: idle.lastPullAt },
  },
  { name: 'announced changes fetched: the queue', state: passing, event: { type: 'eventsFetched', result: 'done' }, commands: [{ type: 'readHead' }] },
  {
    name: 'announced changes refused (403): the session ends',
    state: passing,
    event: { type: 'eventsFetched', result: 'forbidden' },
    commands: [{ type: 'endSession' }],
  },
  // Kicks.
  { name: 'an edit queued: a pass, in the next task', state: idle, event: { type: 'queued' }, commands: [nextTask], after: { passing: true } },
  { name: 'an edit queued while a pass runs: one more after it', state: passing, event: { type: 'queued' }, commands: [], after: { again: true } },
  { name: 'the retry timer: a pass', state: idle, event: { type: 'timerFired' }, commands: [nextTask] },
  // The queue.
  { name: 'an empty queue: the status', state: passing, event: { type: 'head', entries: [], now: T }, commands: [{ type: 'count' }] },
  {
    name: 'a run of board saves goes together, the status saying so',
    state: passing,
    event: { type: 'head', entries: [one, two, settings], now: T },
    commands: [syncing, { type: 'send', entries: [one, two] }],
  },
  {
    name: 'a head waiting for its retry: the timer for it, and the status with its error',
    state: passing,
    event: { type: 'head', entries: [held, one], now: T },
    commands: [{ type: 'wake', at: T + 9_000 }, { type: 'count' }],
    after: { waiting: held.lastError },
  },
  // Send outcomes.
  {
    name: 'sent (a 409 merged and sent again, a 410 or a refusal dropped, all count as sent): the next of the queue',
    state: passing,
    event: {
      type: 'sent',
      results: [
        { entry: one, outcome: { kind: 'sent' }, random: 0 },
        { entry: two, outcome: { kind: 'sent' }, random: 0 },
      ],
    },
    commands: [{ type: 'readHead' }],
  },
  {
    name: 'a retry waits 2 s after the first failure, spread by up to a fifth',
    state: passing,
    event: { type: 'sent', results: [{ entry: one, outcome: { kind: 'retry', message: offline }, random: 0.5 }] },
    commands: [{ type: 'markFailed', entry: one, message: offline, delayMs: 2_200 }, { type: 'wakeAfter', ms: 2_200 }, { type: 'count' }],
    after: { waiting: offline },
  },
  {
    name: 'doubling with each failure in a row',
    state: passing,
    event: { type: 'sent', results: [{ entry: tiring, outcome: { kind: 'retry', message: offline }, random: 0 }] },
    commands: [{ type: 'markFailed', entry: tiring, message: offline, delayMs: 16_000 }, { type: 'wakeAfter', ms: 16_000 }, { type: 'count' }],
  },
  {
    name: 'up to 5 minutes',
    state: passing,
    event: { type: 'sent', results: [{ entry: entry(6, 'board', 20), outcome: { kind: 'retry', message: offline }, random: 1 }] },
    commands: [{ type: 'markFailed', entry: entry(6, 'board', 20), message: offline, delayMs: 360_000 }, { type: 'wakeAfter', ms: 360_000 }, { type: 'count' }],
  },
  {
    name: "never sooner than the server's Retry-After; each failed entry of a run waits, the first error is shown",
    state: passing,
    event: {
      type: 'sent',
      results: [
        { entry: one, outcome: { kind: 'retry', message: 'Too many changes', retryAfterMs: 60_000 }, random: 0 },
        { entry: two, outcome: { kind: 'sent' }, random: 0 },
        { entry: tiring, outcome: { kind: 'retry', message: offline }, random: 0 },
      ],
    },
    commands: [
      { type: 'markFailed', entry: one, message: 'Too many changes', delayMs: 60_000 },
      { type: 'wakeAfter', ms: 60_000 },
      { type: 'markFailed', entry: tiring, message: offline, delayMs: 16_000 },
      { type: 'wakeAfter', ms: 16_000 },
      { type: 'count' },
    ],
    after: { waiting: 'Too many changes' },
  },
  {
    name: 'a 403 ends the session at once, after what failed before it was kept',
    state: passing,
    event: {
      type: 'sent',
      results: [
        { entry: one, outcome: { kind: 'retry', message: offline }, random: 0 },
        { entry: two, outcome: { kind: 'forbidden' }, random: 0 },
        { entry: tiring, outcome: { kind: 'retry', message: offline }, random: 0 },
      ],
    },
    commands: [{ type: 'markFailed', entry: one, message: offline, delayMs: 2_000 }, { type: 'wakeAfter', ms: 2_000 }, { type: 'endSession' }],
    after: { stopped: true },
  },
  {
    name: 'the user changed while sending: the status, no more sends',
    state: passing,
    event: { type: 'sent', results: [{ entry: one, outcome: { kind: 'stop' }, random: 0 }] },
    commands: [{ type: 'count' }],
    after: { waiting: undefined },
  },
  // The status, and the end of a pass.
  {
    name: 'all sent: synced',
    state: passing,
    event: { type: 'counted', pending: 0, conflicts: 1, now: T },
    commands: [{ type: 'status', change: { pending: 0, phase: 'synced', lastError: null, lastSyncedAt: new Date(T).toISOString(), conflicts: 1 } }],
    after: { passing: false },
  },
  {
    name: 'changes still waiting: pending',
    state: passing,
    event: { type: 'counted', pending: 3, conflicts: 0, now: T },
    commands: [{ type: 'status', change: { pending: 3, phase: 'pending', lastError: null, conflicts: 0 } }],
  },
  {
    name: 'a retry to wait for: failed, with its error',
    state: { ...passing, waiting: offline },
    event: { type: 'counted', pending: 1, conflicts: 0, now: T },
    commands: [{ type: 'status', change: { pending: 1, phase: 'failed', lastError: offline, conflicts: 0 } }],
  },
  {
    name: 'one more pass asked for meanwhile starts at once, pulling when asked to',
    state: { ...passing, again: true, pullWanted: true },
    event: { type: 'counted', pending: 0, conflicts: 0, now: T },
    commands: [
      { type: 'status', change: { pending: 0, phase: 'synced', lastError: null, lastSyncedAt: new Date(T).toISOString(), conflicts: 0 } },
      syncing,
      { type: 'pull' },
    ],
    after: { passing: true, again: false, pullWanted: false, lastPullAt: T },
  },
  {
    name: 'a pass that broke says why, and ends',
    state: passing,
    event: { type: 'passFailed', message: 'QuotaExceededError', now: T },
    commands: [{ type: 'status', change: { phase: 'failed', lastError: 'QuotaExceededError' } }],
    after: { passing: false },
  },
  // Stop.
  { name: 'stop', state: passing, event: { type: 'stop' }, commands: [], after: { stopped: true } },
  {
    name: 'once stopped, nothing more is done',
    state: { ...passing, stopped: true },
    event: { type: 'counted', pending: 0, conflicts: 0, now: T },
    commands: [],
  },
  { name: 'nor asked for', state: { ...idle, stopped: true }, event: { type: 'tryAgain' }, commands: [] },
];

describe("the leading tab's sync loop", () => {
  it.each(rows)('$name', ({ state, event, commands, after }) => {
    const step = stepLoop(state, event);
    expect(step.commands).toEqual(commands);
    if (after) expect(step.state).toMatchObject(after);
  });

  it('leaves the state it was given as it was', () => {
    const state = { ...announced, passing: true };
    const copy = structuredClone(state);
    stepLoop(state, { type: 'liveEvent', event: { type: 'board-deleted', id: 'b9', deviceId: null }, ownDeviceId: 'mine' });
    stepLoop(state, { type: 'tick', now: T });
    expect(state).toEqual(copy);
  });
});
