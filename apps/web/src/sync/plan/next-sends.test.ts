import { describe, expect, it } from 'vitest';
import type { OutboxRecord } from '../../lib/db';
import { planNextSends, SENDS_IN_FLIGHT } from './next-sends';

let seq = 0;
const entry = (kind: OutboxRecord['kind'], notBefore = 0): OutboxRecord => ({
  seq: (seq += 1),
  key: `${kind}:${seq}`,
  kind,
  recordId: `r${seq}`,
  rev: 0,
  attempts: 0,
  notBefore,
});

describe('what the sender does next', () => {
  it('is idle with nothing queued', () => {
    expect(planNextSends([], 0)).toEqual({ kind: 'idle' });
  });

  it('waits for the head entry’s retry time, holding what is behind it', () => {
    const head = { ...entry('board', 5_000), lastError: 'Unable to contact server. Try in a moment' };
    expect(planNextSends([head, entry('board')], 1_000)).toEqual({ kind: 'wait', until: 5_000, lastError: head.lastError });
  });

  it('sends a run of board saves together, up to the limit, stopping at anything else or a waiting entry', () => {
    const boards = Array.from({ length: SENDS_IN_FLIGHT + 5 }, () => entry('board'));
    expect(planNextSends(boards, 0)).toMatchObject({ kind: 'send', entries: boards.slice(0, SENDS_IN_FLIGHT) });
    const mixed = [entry('board'), entry('board'), entry('communicator'), entry('board')];
    expect(planNextSends(mixed, 0)).toMatchObject({ kind: 'send', entries: mixed.slice(0, 2) });
    const waiting = [entry('board'), entry('board', 9_000)];
    expect(planNextSends(waiting, 0)).toMatchObject({ kind: 'send', entries: waiting.slice(0, 1) });
  });

  it('sends anything but a board save alone', () => {
    const head = [entry('settings'), entry('board')];
    expect(planNextSends(head, 0)).toMatchObject({ kind: 'send', entries: head.slice(0, 1) });
  });
});
