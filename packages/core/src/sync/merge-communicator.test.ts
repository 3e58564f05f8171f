import { describe, expect, it } from 'vitest';
import { mergeCommunicator } from './merge-communicator.ts';
import type { MergeClock, MergeConflict } from './merge-types.ts';
import { CommunicatorSchema, type Communicator } from '../schemas/communicator.ts';

const LOCAL_NEWER: MergeClock = { localEditedAt: 2, remoteEditedAt: 1 };
const REMOTE_NEWER: MergeClock = { localEditedAt: 1, remoteEditedAt: 2 };

const communicator = (boards: string[], fields: Partial<Communicator> = {}): Communicator =>
  CommunicatorSchema.parse({ id: 'c1', name: 'Mine', rootBoard: 'root', boards, ...fields });
const base = () => communicator(['root', 'food', 'play']);

interface Case {
  name: string;
  base: Communicator | undefined;
  local: Communicator;
  remote: Communicator;
  clock?: MergeClock;
  expected?: Partial<Communicator>;
  conflicts?: MergeConflict[];
  changed?: boolean;
}

const cases: Case[] = [
  {
    name: 'identical sides: nothing to write back',
    base: base(),
    local: communicator(['root', 'food']),
    remote: communicator(['root', 'food']),
    changed: false,
  },
  {
    name: "boards added on both sides: remote's order, then local's additions",
    base: base(),
    local: communicator(['root', 'x', 'food', 'play']),
    remote: communicator(['root', 'food', 'y', 'play']),
    expected: { boards: ['root', 'food', 'y', 'play', 'x'] },
    changed: true,
  },
  {
    name: 'the same board added on both sides: once',
    base: base(),
    local: communicator(['root', 'food', 'play', 'x']),
    remote: communicator(['root', 'food', 'play', 'x']),
    expected: { boards: ['root', 'food', 'play', 'x'] },
    changed: false,
  },
  {
    name: 'a board removed locally: removed',
    base: base(),
    local: communicator(['root', 'play']),
    remote: base(),
    expected: { boards: ['root', 'play'] },
    changed: true,
  },
  {
    name: 'a board removed remotely: removed',
    base: base(),
    local: base(),
    remote: communicator(['root', 'play']),
    expected: { boards: ['root', 'play'] },
    changed: false,
  },
  {
    name: 'removed on one side, another added on the other: both happen',
    base: base(),
    local: communicator(['root', 'play']),
    remote: communicator(['root', 'food', 'play', 'y']),
    expected: { boards: ['root', 'play', 'y'] },
  },
  {
    name: 'removed on both sides: gone without a conflict',
    base: base(),
    local: communicator(['root', 'play']),
    remote: communicator(['root', 'play']),
    expected: { boards: ['root', 'play'] },
    changed: false,
  },
  {
    name: 'root board changed on both, local newer',
    base: base(),
    local: communicator(['root', 'food', 'play'], { rootBoard: 'food' }),
    remote: communicator(['root', 'food', 'play'], { rootBoard: 'play' }),
    clock: LOCAL_NEWER,
    expected: { rootBoard: 'food' },
    conflicts: [{ path: 'rootBoard', kept: 'food', lost: 'play' }],
    changed: true,
  },
  {
    name: 'root board changed on both, remote newer',
    base: base(),
    local: communicator(['root', 'food', 'play'], { rootBoard: 'food' }),
    remote: communicator(['root', 'food', 'play'], { rootBoard: 'play' }),
    clock: REMOTE_NEWER,
    expected: { rootBoard: 'play' },
    conflicts: [{ path: 'rootBoard', kept: 'play', lost: 'food' }],
    changed: false,
  },
  {
    name: 'root board changed on both at the same time: remote wins',
    base: base(),
    local: communicator(['root'], { rootBoard: 'food' }),
    remote: communicator(['root'], { rootBoard: 'play' }),
    clock: { localEditedAt: 3, remoteEditedAt: 3 },
    expected: { rootBoard: 'play' },
    conflicts: [{ path: 'rootBoard', kept: 'play', lost: 'food' }],
  },
  {
    name: 'root board here, name there: both kept',
    base: base(),
    local: communicator(['root', 'food', 'play'], { rootBoard: 'food' }),
    remote: communicator(['root', 'food', 'play'], { name: 'Ours' }),
    expected: { rootBoard: 'food', name: 'Ours' },
    changed: true,
  },
  {
    name: 'the same active board chosen on both: no conflict',
    base: base(),
    local: communicator(['root', 'food', 'play'], { activeBoardId: 'food' }),
    remote: communicator(['root', 'food', 'play'], { activeBoardId: 'food' }),
    expected: { activeBoardId: 'food' },
    changed: false,
  },
  {
    name: 'arrays of objects compare by content, keys in any order',
    base: base(),
    local: communicator(['root', 'food', 'play'], { defaultBoardsIncluded: [{ nameOnJSON: 'en.json', homeBoard: 'root' }] }),
    remote: communicator(['root', 'food', 'play'], { defaultBoardsIncluded: [{ homeBoard: 'root', nameOnJSON: 'en.json' }] }),
    changed: false,
  },
  {
    name: 'arrays of objects changed on both: the newer whole array',
    base: base(),
    local: communicator(['root', 'food', 'play'], { defaultBoardsIncluded: [{ nameOnJSON: 'en.json', homeBoard: 'root' }] }),
    remote: communicator(['root', 'food', 'play'], { defaultBoardsIncluded: [{ nameOnJSON: 'es.json', homeBoard: 'root' }] }),
    clock: LOCAL_NEWER,
    expected: { defaultBoardsIncluded: [{ nameOnJSON: 'en.json', homeBoard: 'root' }] },
    conflicts: [{ path: 'defaultBoardsIncluded', kept: [{ nameOnJSON: 'en.json', homeBoard: 'root' }], lost: [{ nameOnJSON: 'es.json', homeBoard: 'root' }] }],
  },
  {
    name: 'no base (both created it): boards united, a differing name is a conflict',
    base: undefined,
    local: communicator(['root', 'x']),
    remote: communicator(['root', 'y'], { name: 'Ours' }),
    clock: REMOTE_NEWER,
    expected: { boards: ['root', 'y', 'x'], name: 'Ours' },
    conflicts: [{ path: 'name', kept: 'Ours', lost: 'Mine' }],
    changed: true,
  },
];

describe('mergeCommunicator', () => {
  it.each(cases)('$name', ({ base: b, local, remote, clock, expected = {}, conflicts = [], changed }) => {
    const result = mergeCommunicator(b, local, remote, clock);
    for (const [field, value] of Object.entries(expected)) expect((result.merged as Record<string, unknown>)[field], field).toEqual(value);
    expect(result.conflicts).toEqual(conflicts);
    if (changed !== undefined) expect(result.changed).toBe(changed);
  });
});
