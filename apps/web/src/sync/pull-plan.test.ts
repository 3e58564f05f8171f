import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { planPull, type PullInput } from './pull-plan';

const ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute)).toISOString();
const board = (name: string, minute: number, id = ID, email = 'ada@example.org'): Board => ({ id, name, email, isPublic: false, tiles: [], lastEdited: at(minute) });

const input = (overrides: Partial<PullInput>): PullInput => ({
  local: {},
  fetched: [],
  deletedIds: [],
  queued: new Set(),
  queuedDeletes: new Set(),
  bases: new Map(),
  isOwn: (b) => !b.email || b.email === 'ada@example.org',
  ...overrides,
});

describe('planPull: merging the account into this device by lastEdited', () => {
  it('adds boards this device does not have and records the version both now share', () => {
    const plan = planPull(input({ fetched: [board('Food', 1)] }));
    expect(plan.put.map((b) => b.name)).toEqual(['Food']);
    expect(plan.bases.get(ID)).toBe(at(1));
    expect(plan.conflicts).toEqual([]);
  });

  it('takes a newer server version quietly when this device has no unsent change', () => {
    const plan = planPull(input({ local: { [ID]: board('Food', 1) }, fetched: [board('Food and drink', 2)] }));
    expect(plan.put.map((b) => b.name)).toEqual(['Food and drink']);
    expect(plan.conflicts).toEqual([]);
  });

  it('keeps an unsent older local change as a conflict when the server version is newer', () => {
    const plan = planPull(input({ local: { [ID]: board('Mine', 2) }, fetched: [board('Theirs', 3)], queued: new Set([ID]) }));
    expect(plan.put.map((b) => b.name)).toEqual(['Theirs']);
    expect(plan.conflicts).toEqual([{ board: board('Mine', 2), reason: 'replaced' }]);
    expect(plan.dropQueued).toEqual([ID]);
  });

  it('sends a newer local version, keeping the server one when this device never had it', () => {
    const neverSeen = planPull(input({ local: { [ID]: board('Mine', 5) }, fetched: [board('Other device', 4)], bases: new Map([[ID, at(1)]]) }));
    expect(neverSeen.push).toEqual([ID]);
    expect(neverSeen.conflicts.map((c) => c.board.name)).toEqual(['Other device']);

    const ownOldVersion = planPull(input({ local: { [ID]: board('Mine', 5) }, fetched: [board('Mine before', 4)], bases: new Map([[ID, at(4)]]) }));
    expect(ownOldVersion.push).toEqual([ID]);
    expect(ownOldVersion.conflicts).toEqual([]);
  });

  it('deletes boards deleted on the server, keeping an unsent change, and does not resurrect them', () => {
    const plan = planPull(input({ local: { [ID]: board('Edited', 9) }, fetched: [], deletedIds: [ID], queued: new Set([ID]) }));
    expect(plan.deletedIds).toEqual([ID]);
    expect(plan.conflicts).toEqual([{ board: board('Edited', 9), reason: 'deleted' }]);
    expect(plan.push).toEqual([]);
  });

  it('sends an own server-id board the server does not list, but not someone else\'s, nor local ids', () => {
    const other = board('Shared with me', 1, 'bbbbbbbbbbbbbbbbbbbbbbb2', 'bob@example.org');
    const local = board('Local', 1, 'short1');
    const plan = planPull(input({ local: { [ID]: board('Mine', 1), [other.id]: other, [local.id]: local } }));
    expect(plan.push).toEqual([ID]);
  });

  it('leaves a board whose deletion is queued here alone', () => {
    const plan = planPull(input({ local: {}, fetched: [board('Going', 1)], queuedDeletes: new Set([ID]) }));
    expect(plan.put).toEqual([]);
  });
});
