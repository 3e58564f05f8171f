import type { OutboxRecord } from '../../lib/db';

/**
 * Board saves sent at once, and whose answers are applied together; new boards among them go in one batch
 * request (bench/client-sync-1000: one request and one store update per board took 20 s for 1,000 boards).
 */
export const SENDS_IN_FLIGHT = 50;

export type NextSends = { kind: 'send'; entries: OutboxRecord[] } | { kind: 'wait'; until: number; lastError: string | undefined } | { kind: 'idle' };

/**
 * What the sender does next with the head of the queue. A run of board saves at the head goes out together (up
 * to SENDS_IN_FLIGHT, none of them waiting for a retry): they are different boards, each still in its own order.
 * Anything else (a deletion, a communicator, which names boards, the settings) goes alone, after what is before it.
 * An entry waiting for its retry time holds the queue behind it.
 */
export function planNextSends(head: readonly OutboxRecord[], now: number): NextSends {
  const first = head[0];
  if (!first) return { kind: 'idle' };
  if (first.notBefore > now) return { kind: 'wait', until: first.notBefore, lastError: first.lastError };
  if (first.kind !== 'board') return { kind: 'send', entries: [first] };
  const entries: OutboxRecord[] = [];
  for (const entry of head) {
    if (entry.kind !== 'board' || entry.notBefore > now || entries.length === SENDS_IN_FLIGHT) break;
    entries.push(entry);
  }
  return { kind: 'send', entries };
}
