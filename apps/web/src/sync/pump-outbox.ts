import type { OutboxRecord } from '../lib/db';
import { retryDelayMs } from './plan/backoff';
import { planNextSends, SENDS_IN_FLIGHT } from './plan/next-sends';
import { sendBoards } from './send-boards';
import { sendCommunicator, sendDeletion, sendSettings } from './send-others';
import { failedSend, type SendOutcome } from './send-outcome';
import type { SyncContext } from './sync-context';

export interface PumpOptions {
  random?: (() => number) | undefined;
  /** Wakes the sender when the head of the queue may be tried again. */
  scheduleRetry: (at: number) => void;
  onSending: () => void;
}

/** Sends one entry that is not a board save. */
async function sendOne(entry: OutboxRecord, sync: SyncContext): Promise<SendOutcome> {
  try {
    if (entry.kind === 'board-delete') await sendDeletion(entry, sync);
    else if (entry.kind === 'settings') await sendSettings(entry, sync);
    else await sendCommunicator(entry, sync);
    return sync.isCurrent() ? { kind: 'sent' } : { kind: 'stop' };
  } catch (error) {
    return failedSend(entry, error, sync);
  }
}

/**
 * Sends the queue in order (planNextSends decides what goes together) until it is empty or its head must wait.
 * A failure that may pass keeps its entry and waits (backoff.ts: 2 s doubling to 5 min, plus up to a fifth, or longer
 * when the server's Retry-After says so);
 * answers the outcome that stopped it, if any.
 */
export async function pumpOutbox(sync: SyncContext, { random, scheduleRetry, onSending }: PumpOptions): Promise<SendOutcome | undefined> {
  for (;;) {
    if (!sync.isCurrent()) return undefined;
    const next = planNextSends(await sync.outbox.head(SENDS_IN_FLIGHT), sync.now());
    if (next.kind === 'idle') return undefined;
    if (next.kind === 'wait') {
      scheduleRetry(next.until);
      return { kind: 'retry', message: next.lastError ?? '' };
    }
    onSending();
    const { entries } = next;
    const outcomes = entries[0]?.kind === 'board' ? await sendBoards(entries, sync) : [await sendOne(entries[0] as OutboxRecord, sync)];
    let waiting: SendOutcome | undefined;
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.kind === 'stop' || outcome.kind === 'forbidden') return outcome;
      if (outcome.kind === 'retry') {
        const entry = entries[index] as OutboxRecord;
        // Never sooner than the server asked (a write limit's Retry-After): what waits is sent once, then.
        const delay = Math.max(retryDelayMs(entry.attempts, random), outcome.retryAfterMs ?? 0);
        await sync.outbox.failed(entry, outcome.message, delay, sync.now());
        scheduleRetry(sync.now() + delay);
        waiting ??= outcome;
      }
    }
    if (waiting) return waiting;
  }
}
