import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { planPull, type PullInput } from './pull-plan';

const SERVER_A = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const SERVER_B = 'aaaaaaaaaaaaaaaaaaaaaaa2';
const board = (id: string, extra: Partial<Board> = {}): Board => ({ id, name: id, isPublic: false, tiles: [], email: 'ada@example.org', ...extra });
const input = (overrides: Partial<PullInput>): PullInput => ({
  local: {},
  fetched: [],
  deletedIds: [],
  queued: new Set(),
  queuedDeletes: new Set(),
  baseVersions: new Map(),
  isOwn: (entry) => !entry.email || entry.email === 'ada@example.org',
  ...overrides,
});

describe('planning a pull', () => {
  it('takes a board this device does not have, and one in a version it has not agreed on yet', () => {
    const fresh = board(SERVER_A, { version: 1 });
    const newer = board(SERVER_B, { version: 4 });
    const plan = planPull(input({ fetched: [fresh, newer], local: { [SERVER_B]: board(SERVER_B, { version: 3 }) }, baseVersions: new Map([[SERVER_B, 3]]) }));
    expect(plan.arrivals).toEqual([{ remote: fresh }, { remote: newer }]);
  });

  it('leaves alone a board whose version this device already agreed on, even with an edit waiting', () => {
    const plan = planPull(
      input({
        fetched: [board(SERVER_A, { version: 2 })],
        local: { [SERVER_A]: board(SERVER_A, { name: 'edited' }) },
        queued: new Set([SERVER_A]),
        baseVersions: new Map([[SERVER_A, 2]]),
      }),
    );
    expect(plan.arrivals).toEqual([]);
    expect(plan.push).toEqual([]);
  });

  it('makes a local board the server board of the same origin (a copy of the same built-in board made on another device)', () => {
    const remote = board(SERVER_A, { version: 1, originId: 'emotions' });
    const plan = planPull(input({ fetched: [remote], local: { emotions: board('emotions', { email: undefined }) }, queued: new Set(['emotions']) }));
    expect(plan.arrivals).toEqual([{ remote, replacesId: 'emotions' }]);
  });

  it('deletes a board deleted elsewhere, keeping an unsent edit of it, and never takes it back from the list', () => {
    const edited = board(SERVER_A, { name: 'unsent' });
    const plan = planPull(
      input({ fetched: [board(SERVER_A, { version: 5 })], deletedIds: [SERVER_A, SERVER_B], local: { [SERVER_A]: edited }, queued: new Set([SERVER_A]) }),
    );
    expect(plan).toMatchObject({ arrivals: [], deletedIds: [SERVER_A], conflicts: [edited], dropQueued: [SERVER_A] });
  });

  it('sends a server-id board of the user’s the server does not list, but not someone else’s, a local one or a queued one', () => {
    const plan = planPull(
      input({
        local: {
          [SERVER_A]: board(SERVER_A),
          [SERVER_B]: board(SERVER_B, { email: 'bob@example.org' }),
          local1: board('local1'),
          aaaaaaaaaaaaaaaaaaaaaaa3: board('aaaaaaaaaaaaaaaaaaaaaaa3'),
        },
        queued: new Set(['aaaaaaaaaaaaaaaaaaaaaaa3']),
      }),
    );
    expect(plan.push).toEqual([SERVER_A]);
  });
});
