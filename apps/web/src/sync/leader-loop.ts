import { apiForbidden } from '../lib/api/session-token';
import { isApiError } from '../lib/api/api-error';
import { deviceHeaders } from '../lib/device-identity';
import { syncStatusChanged } from '../state/sync-slice';
import { adoptActiveCommunicator } from './adopt-communicator';
import { eventsArrived } from './events-arrived';
import { startLiveUpdates } from './live-updates';
import { initialLoopState, stepLoop, type LoopCommand, type LoopEvent } from './plan/loop-plan';
import { pullAccount } from './pull-account';
import { sendEntries } from './send-entries';
import { SENDS_IN_FLIGHT } from './plan/next-sends';
import { shareStatus } from './status-channel';
import type { SyncContext } from './sync-context';

export interface LeaderLoopOptions {
  userId: string;
  random: () => number;
  pullIntervalMs: number;
  live: boolean;
  /** Ends the whole sync (the session ended). */
  stopSync: () => void;
}

export interface LeaderLoop {
  /** Feeds an event from outside (an edit queued, "Try again now"). */
  send(event: LoopEvent): void;
  /** Resolves once no pass runs and nothing the loop started is still on its way. */
  idle(): Promise<void>;
  stop(): void;
}

const messageOf = (error: unknown): string => (isApiError(error) ? error.message : String(error));

/**
 * Runs the leading tab's sync loop (plan/loop-plan.ts decides): carries out its commands (requests, the database,
 * timers, the store) and feeds what they answered back as events, along with the app's own (online, the app back
 * to the front, the pull interval, live updates).
 */
export function startLeaderLoop(sync: SyncContext, { userId, random, pullIntervalMs, live, stopSync }: LeaderLoopOptions): LeaderLoop {
  const { store, outbox, db, now } = sync;
  let state = initialLoopState;
  let wakeTimer: ReturnType<typeof setTimeout> | undefined;
  const running = new Set<Promise<void>>();

  const wake = (ms: number) => {
    clearTimeout(wakeTimer);
    wakeTimer = setTimeout(() => feed({ type: 'timerFired' }), Math.max(0, ms));
  };

  /** Carries out one command; answers the event it leads to, if any. */
  async function execute(command: LoopCommand): Promise<LoopEvent | undefined> {
    switch (command.type) {
      case 'status':
        store.dispatch(syncStatusChanged(command.change));
        shareStatus(userId, command.change);
        return undefined;
      case 'retryNow':
        await outbox.retryNow();
        return command.atStart ? { type: 'started', pending: await outbox.count() } : { type: 'retriedNow' };
      case 'nextTask':
        await new Promise((resolve) => setTimeout(resolve, 0));
        return { type: 'tick', now: now() };
      case 'pull':
        return { type: 'pulled', result: await pullAccount(sync) };
      case 'adoptCommunicator':
        adoptActiveCommunicator(store);
        return undefined;
      case 'fetchEvents':
        return { type: 'eventsFetched', result: await eventsArrived(sync, command.events) };
      case 'readHead': {
        const entries = await outbox.head(SENDS_IN_FLIGHT);
        return { type: 'head', entries, now: now() };
      }
      case 'send': {
        const outcomes = await sendEntries(command.entries, sync);
        const results = outcomes.map((outcome, index) => ({ entry: command.entries[index]!, outcome, random: outcome.kind === 'retry' ? random() : 0 }));
        return { type: 'sent', results };
      }
      case 'markFailed':
        await outbox.failed(command.entry, command.message, command.delayMs, now());
        return undefined;
      case 'wake':
        wake(command.at - now());
        return undefined;
      case 'wakeAfter':
        wake(command.ms);
        return undefined;
      case 'count': {
        const pending = await outbox.count();
        return { type: 'counted', pending, conflicts: await db.conflicts.count(), now: now() };
      }
      case 'endSession':
        stopSync();
        store.dispatch(apiForbidden());
        return undefined;
    }
  }

  /** Runs a step's commands in order, each answer fed back; a command that throws ends the rest (and the pass). */
  function perform(commands: readonly LoopCommand[]) {
    if (commands.length === 0) return;
    const done = (async () => {
      for (const command of commands) {
        let event: LoopEvent | undefined;
        try {
          event = await execute(command);
        } catch (error) {
          if (command.type === 'retryNow') console.error(error);
          else feed({ type: 'passFailed', message: messageOf(error), now: now() });
          return;
        }
        if (event) feed(event);
      }
    })();
    running.add(done);
    void done.finally(() => running.delete(done));
  }

  function feed(event: LoopEvent) {
    const next = stepLoop(state, event);
    state = next.state;
    perform(next.commands);
  }

  const onOnline = () => feed({ type: 'online' });
  const onVisibility = () => feed({ type: 'visibilityChanged', visible: document.visibilityState === 'visible', now: now() });
  const interval = setInterval(() => feed({ type: 'pullDue' }), pullIntervalMs);
  globalThis.addEventListener?.('online', onOnline);
  globalThis.document?.addEventListener('visibilitychange', onVisibility);
  const stopLive = live
    ? startLiveUpdates(
        sync.context,
        {
          onReady: () => feed({ type: 'liveConnected', now: now() }),
          onEvent: (event) => feed({ type: 'liveEvent', event, ownDeviceId: deviceHeaders()['x-tessera-device-id'] }),
          onForbidden: () => feed({ type: 'liveForbidden' }),
        },
        random,
      )
    : () => undefined;

  feed({ type: 'start' });

  return {
    send: feed,
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    stop() {
      feed({ type: 'stop' });
      stopLive();
      clearInterval(interval);
      clearTimeout(wakeTimer);
      globalThis.removeEventListener?.('online', onOnline);
      globalThis.document?.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
