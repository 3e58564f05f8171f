import { describe, expect, it } from 'vitest';
import { mergeBoard } from './merge-board.ts';
import type { MergeClock, MergeConflict } from './merge-types.ts';
import type { Board, BoardInput, Grid } from '../schemas/board.ts';
import type { Tile } from '../schemas/tile.ts';
import { makeBoard, makeTile as t } from '../testing/fixtures.ts';

const LOCAL_NEWER: MergeClock = { localEditedAt: 2, remoteEditedAt: 1 };
const REMOTE_NEWER: MergeClock = { localEditedAt: 1, remoteEditedAt: 2 };
const [OLD, NEW] = ['2024-05-01T10:00:00.000Z', '2024-05-01T11:00:00.000Z'];

const board = (tiles: Tile[], fields: Partial<BoardInput> = {}): Board => makeBoard({ id: 'b1', name: 'Food', tiles, ...fields });
const abc = () => [t('a'), t('b'), t('c')];
const withTile = (tiles: Tile[], edited: Tile) => tiles.map((tile) => (tile.id === edited.id ? edited : tile));
const inOrder = (...ids: string[]) => ids.map((id) => t(id));
const grid = (order: (string | null)[][]): Grid => ({ rows: order.length, columns: order[0]?.length ?? 0, order });
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
/** A fixed board holding the ids in its grid plus `offGrid`; its tile list is sorted, as moving tiles on a grid leaves the list alone. */
const fixed = (order: (string | null)[][], offGrid: string[] = []) =>
  board(inOrder(...[...order.flat().filter((id): id is string => id !== null), ...offGrid].sort(byName)), { isFixed: true, grid: grid(order) });
const baseGrid = () =>
  fixed([
    ['a', 'b', 'c'],
    [null, null, null],
  ]);
const keyed = (fields: Partial<Tile> = {}) => t('b', { labelKey: 'k.b', ...fields });

interface Case {
  name: string;
  base: Board | undefined;
  local: Board;
  remote: Board;
  clock?: MergeClock;
  /** Fields of the merged board, each compared whole. */
  expected?: Partial<Board>;
  /** The merged tile ids, in order. */
  order?: string[];
  conflicts?: MergeConflict[];
  changed?: boolean;
}

const cases: Case[] = [
  {
    name: 'identical sides: nothing to write back',
    base: board(abc()),
    local: board([...abc(), t('d')]),
    remote: board([...abc(), t('d')]),
    order: ['a', 'b', 'c', 'd'],
    changed: false,
  },
  {
    name: 'changed on remote only: the remote as it is',
    base: board(abc()),
    local: board(abc()),
    remote: board(inOrder('a', 'c'), { name: 'Meals' }),
    expected: { name: 'Meals' },
    order: ['a', 'c'],
    changed: false,
  },
  {
    name: 'changed on local only: written back',
    base: board(abc()),
    local: board(abc(), { name: 'Meals' }),
    remote: board(abc()),
    expected: { name: 'Meals' },
    changed: true,
  },
  {
    name: 'rename/rename, local newer',
    base: board(abc()),
    local: board(abc(), { name: 'Meals' }),
    remote: board(abc(), { name: 'Lunch' }),
    clock: LOCAL_NEWER,
    expected: { name: 'Meals' },
    conflicts: [{ path: 'name', kept: 'Meals', lost: 'Lunch' }],
    changed: true,
  },
  {
    name: 'rename/rename, remote newer',
    base: board(abc()),
    local: board(abc(), { name: 'Meals' }),
    remote: board(abc(), { name: 'Lunch' }),
    clock: REMOTE_NEWER,
    expected: { name: 'Lunch' },
    conflicts: [{ path: 'name', kept: 'Lunch', lost: 'Meals' }],
    changed: false,
  },
  {
    name: 'rename/rename at the same time: remote wins',
    base: board(abc()),
    local: board(abc(), { name: 'Meals' }),
    remote: board(abc(), { name: 'Lunch' }),
    clock: { localEditedAt: 5, remoteEditedAt: 5 },
    expected: { name: 'Lunch' },
    conflicts: [{ path: 'name', kept: 'Lunch', lost: 'Meals' }],
  },
  {
    name: 'rename/rename with an unreadable time: remote wins',
    base: board(abc()),
    local: board(abc(), { name: 'Meals' }),
    remote: board(abc(), { name: 'Lunch' }),
    clock: { localEditedAt: 5, remoteEditedAt: Number.NaN },
    expected: { name: 'Lunch' },
    conflicts: [{ path: 'name', kept: 'Lunch', lost: 'Meals' }],
  },
  {
    name: 'rename/rename without a clock: the later lastEdited wins',
    base: board(abc()),
    local: board(abc(), { name: 'Meals', lastEdited: NEW }),
    remote: board(abc(), { name: 'Lunch', lastEdited: OLD }),
    expected: { name: 'Meals', lastEdited: NEW },
    conflicts: [{ path: 'name', kept: 'Meals', lost: 'Lunch' }],
  },
  {
    name: 'rename/rename to the same name: no conflict',
    base: board(abc()),
    local: board(abc(), { name: 'Meals' }),
    remote: board(abc(), { name: 'Meals' }),
    expected: { name: 'Meals' },
    changed: false,
  },
  {
    name: 'rename here, description there: both kept',
    base: board(abc()),
    local: board(abc(), { name: 'Meals' }),
    remote: board(abc(), { description: 'What we eat' }),
    expected: { name: 'Meals', description: 'What we eat' },
    changed: true,
  },
  {
    name: 'a field removed on one side, unchanged on the other: removed',
    base: board(abc(), { description: 'old' }),
    local: board(abc()),
    remote: board(abc(), { description: 'old' }),
    expected: { description: undefined },
    changed: true,
  },
  {
    name: 'add/add, different ids: each follows its neighbour',
    base: board(abc()),
    local: board(inOrder('a', 'x', 'b', 'c')),
    remote: board(inOrder('a', 'b', 'y', 'c')),
    order: ['a', 'x', 'b', 'y', 'c'],
    changed: true,
  },
  {
    name: "add/add after the same neighbour: remote's first",
    base: board(abc()),
    local: board(inOrder('a', 'b', 'x', 'c')),
    remote: board(inOrder('a', 'b', 'y', 'c')),
    order: ['a', 'b', 'y', 'x', 'c'],
  },
  {
    name: 'add/add, same id and same tile: one tile',
    base: board(abc()),
    local: board([...abc(), t('x')]),
    remote: board([...abc(), t('x')]),
    order: ['a', 'b', 'c', 'x'],
    changed: false,
  },
  {
    name: 'add/add, same id: fields merged with no base, newer wins where they differ',
    base: board(abc()),
    local: board([...abc(), t('x', { image: 'ice.svg' })]),
    remote: board([...abc(), t('x', { image: 'cream.svg', sound: 'yum.mp3' })]),
    clock: LOCAL_NEWER,
    expected: { tiles: [...abc(), t('x', { image: 'ice.svg' })] },
    conflicts: [
      { path: 'tiles.x.image', kept: 'ice.svg', lost: 'cream.svg' },
      { path: 'tiles.x.sound', kept: undefined, lost: 'yum.mp3' },
    ],
  },
  {
    name: 'add here, delete there: both happen',
    base: board(abc()),
    local: board([...abc(), t('x')]),
    remote: board(inOrder('a', 'c')),
    order: ['a', 'c', 'x'],
    changed: true,
  },
  {
    name: 'delete/delete: gone without a conflict',
    base: board(abc()),
    local: board(inOrder('a', 'c')),
    remote: board(inOrder('a', 'c')),
    order: ['a', 'c'],
    changed: false,
  },
  {
    name: 'delete on one side, unchanged on the other: deleted',
    base: board(abc()),
    local: board(inOrder('a', 'c')),
    remote: board(abc(), { name: 'Meals' }),
    order: ['a', 'c'],
    expected: { name: 'Meals' },
    changed: true,
  },
  {
    name: 'edit/delete, the edit newer: kept',
    base: board(abc()),
    local: board(withTile(abc(), t('b', { label: 'Bee' }))),
    remote: board(inOrder('a', 'c')),
    clock: LOCAL_NEWER,
    expected: { tiles: [t('a'), t('b', { label: 'Bee' }), t('c')] },
    conflicts: [{ path: 'tiles.b', kept: t('b', { label: 'Bee' }), lost: undefined }],
    changed: true,
  },
  {
    name: 'edit/delete, the delete newer: deleted',
    base: board(abc()),
    local: board(withTile(abc(), t('b', { label: 'Bee' }))),
    remote: board(inOrder('a', 'c')),
    clock: REMOTE_NEWER,
    order: ['a', 'c'],
    conflicts: [{ path: 'tiles.b', kept: undefined, lost: t('b', { label: 'Bee' }) }],
    changed: false,
  },
  {
    name: 'delete/edit, the delete newer: deleted',
    base: board(abc()),
    local: board(inOrder('a', 'c')),
    remote: board(withTile(abc(), t('b', { label: 'Bee' }))),
    clock: LOCAL_NEWER,
    order: ['a', 'c'],
    conflicts: [{ path: 'tiles.b', kept: undefined, lost: t('b', { label: 'Bee' }) }],
    changed: true,
  },
  {
    name: 'delete/edit, the edit newer: kept',
    base: board(abc()),
    local: board(inOrder('a', 'c')),
    remote: board(withTile(abc(), t('b', { label: 'Bee' }))),
    clock: REMOTE_NEWER,
    order: ['a', 'b', 'c'],
    conflicts: [{ path: 'tiles.b', kept: t('b', { label: 'Bee' }), lost: undefined }],
    changed: false,
  },
  {
    name: 'edit/edit, different fields: both survive',
    base: board(abc()),
    local: board(withTile(abc(), t('b', { label: 'Bee' }))),
    remote: board(withTile(abc(), t('b', { image: 'b.svg' }))),
    expected: { tiles: [t('a'), t('b', { label: 'Bee', image: 'b.svg' }), t('c')] },
    changed: true,
  },
  {
    name: 'edit/edit, same field to the same value: no conflict',
    base: board(abc()),
    local: board(withTile(abc(), t('b', { image: 'b.svg' }))),
    remote: board(withTile(abc(), t('b', { image: 'b.svg' }))),
    changed: false,
  },
  {
    name: 'edit/edit, same field, local newer',
    base: board(abc()),
    local: board(withTile(abc(), t('b', { label: 'Bee' }))),
    remote: board(withTile(abc(), t('b', { label: 'Bea' }))),
    clock: LOCAL_NEWER,
    expected: { tiles: withTile(abc(), t('b', { label: 'Bee' })) },
    conflicts: [{ path: 'tiles.b.label', kept: 'Bee', lost: 'Bea' }],
  },
  {
    name: 'edit/edit, same field, remote newer',
    base: board(abc()),
    local: board(withTile(abc(), t('b', { label: 'Bee' }))),
    remote: board(withTile(abc(), t('b', { label: 'Bea' }))),
    clock: REMOTE_NEWER,
    expected: { tiles: withTile(abc(), t('b', { label: 'Bea' })) },
    conflicts: [{ path: 'tiles.b.label', kept: 'Bea', lost: 'Bee' }],
    changed: false,
  },
  {
    name: 'labelKey: a label edited here (key dropped), a picture there',
    base: board(withTile(abc(), keyed())),
    local: board(withTile(abc(), t('b', { label: 'Bee' }))),
    remote: board(withTile(abc(), keyed({ image: 'b.svg' }))),
    expected: { tiles: withTile(abc(), t('b', { label: 'Bee', image: 'b.svg' })) },
  },
  {
    name: 'labelKey: comes back with the newer built-in label',
    base: board(withTile(abc(), keyed())),
    local: board(withTile(abc(), t('b', { label: 'Bee' }))),
    remote: board(withTile(abc(), keyed({ label: 'bee' }))),
    clock: REMOTE_NEWER,
    expected: { tiles: withTile(abc(), keyed({ label: 'bee' })) },
    conflicts: [
      { path: 'tiles.b.label', kept: 'bee', lost: 'Bee' },
      { path: 'tiles.b.labelKey', kept: 'k.b', lost: undefined },
    ],
  },
  {
    name: 'labelKey: stays dropped with the newer typed label',
    base: board(withTile(abc(), keyed())),
    local: board(withTile(abc(), t('b', { label: 'Bee' }))),
    remote: board(withTile(abc(), keyed({ label: 'bee' }))),
    clock: LOCAL_NEWER,
    expected: { tiles: withTile(abc(), t('b', { label: 'Bee' })) },
    conflicts: [{ path: 'tiles.b.label', kept: 'Bee', lost: 'bee' }],
  },
  {
    name: 'labelKey: a key changed there cannot hide a label typed here',
    base: board(withTile(abc(), keyed())),
    local: board(withTile(abc(), t('b', { label: 'Bee' }))),
    remote: board(withTile(abc(), keyed({ labelKey: 'k.bee' }))),
    clock: REMOTE_NEWER,
    expected: { tiles: withTile(abc(), t('b', { label: 'Bee' })) },
    conflicts: [{ path: 'tiles.b.labelKey', kept: undefined, lost: 'k.bee' }],
  },
  {
    name: 'reorder on one side only: its order',
    base: board(abc()),
    local: board(inOrder('c', 'a', 'b')),
    remote: board(abc(), { name: 'Meals' }),
    order: ['c', 'a', 'b'],
    changed: true,
  },
  {
    name: 'reorder/reorder, local newer',
    base: board(abc()),
    local: board(inOrder('c', 'a', 'b')),
    remote: board(inOrder('b', 'a', 'c')),
    clock: LOCAL_NEWER,
    order: ['c', 'a', 'b'],
    conflicts: [{ path: 'tiles', kept: ['c', 'a', 'b'], lost: ['b', 'a', 'c'] }],
  },
  {
    name: 'reorder/reorder, remote newer',
    base: board(abc()),
    local: board(inOrder('c', 'a', 'b')),
    remote: board(inOrder('b', 'a', 'c')),
    clock: REMOTE_NEWER,
    order: ['b', 'a', 'c'],
    conflicts: [{ path: 'tiles', kept: ['b', 'a', 'c'], lost: ['c', 'a', 'b'] }],
  },
  {
    name: 'reordered here, added there: the addition follows its neighbour',
    base: board(abc()),
    local: board(inOrder('c', 'a', 'b')),
    remote: board(inOrder('a', 'x', 'b', 'c')),
    order: ['c', 'a', 'x', 'b'],
  },
  {
    name: 'an addition whose neighbour the other side deleted follows the nearest survivor',
    base: board(abc()),
    local: board(inOrder('a', 'b', 'x', 'c')),
    remote: board(inOrder('a', 'c')),
    order: ['a', 'x', 'c'],
  },
  {
    name: 'additions at the start and in a run keep their order',
    base: board(abc()),
    local: board(inOrder('x', 'y', 'a', 'b', 'c')),
    remote: board(inOrder('a', 'b', 'c', 'z')),
    order: ['x', 'y', 'a', 'b', 'c', 'z'],
  },
  {
    name: 'no base (both created the board): every difference is a both-sides change',
    base: undefined,
    local: board(abc(), { description: 'mine' }),
    remote: board([t('a'), t('b', { label: 'Bee' }), t('d')], { name: 'Meals' }),
    clock: REMOTE_NEWER,
    expected: { name: 'Meals', description: undefined, tiles: [t('a'), t('b', { label: 'Bee' }), t('d'), t('c')] },
    conflicts: [
      { path: 'name', kept: 'Meals', lost: 'Food' },
      { path: 'description', kept: undefined, lost: 'mine' },
      { path: 'tiles.b.label', kept: 'Bee', lost: 'b' },
    ],
    changed: true,
  },
  {
    name: 'bookkeeping: id and version from remote, lastEdited the later, markToUpdate dropped',
    base: board(abc()),
    local: board(abc(), { id: 'local-id', name: 'Meals', lastEdited: NEW, markToUpdate: true }),
    remote: { ...board(abc(), { id: 'server-id', lastEdited: OLD }), version: 7 } as Board,
    expected: { id: 'server-id', name: 'Meals', lastEdited: NEW, markToUpdate: undefined, version: 7 } as Partial<Board>,
  },
  {
    name: 'grid: a move on one side goes to that cell',
    base: baseGrid(),
    local: fixed([
      [null, 'b', 'c'],
      ['a', null, null],
    ]),
    remote: baseGrid(),
    expected: {
      grid: grid([
        [null, 'b', 'c'],
        ['a', null, null],
      ]),
    },
    changed: true,
  },
  {
    name: 'grid: the same tile moved on both sides, local newer',
    base: baseGrid(),
    local: fixed([
      [null, 'b', 'c'],
      ['a', null, null],
    ]),
    remote: fixed([
      [null, 'b', 'c'],
      [null, null, 'a'],
    ]),
    clock: LOCAL_NEWER,
    expected: {
      grid: grid([
        [null, 'b', 'c'],
        ['a', null, null],
      ]),
    },
    conflicts: [{ path: 'grid.order.a', kept: { row: 1, column: 0 }, lost: { row: 1, column: 2 } }],
  },
  {
    name: 'grid: the same tile moved on both sides, remote newer',
    base: baseGrid(),
    local: fixed([
      [null, 'b', 'c'],
      ['a', null, null],
    ]),
    remote: fixed([
      [null, 'b', 'c'],
      [null, null, 'a'],
    ]),
    clock: REMOTE_NEWER,
    expected: {
      grid: grid([
        [null, 'b', 'c'],
        [null, null, 'a'],
      ]),
    },
    conflicts: [{ path: 'grid.order.a', kept: { row: 1, column: 2 }, lost: { row: 1, column: 0 } }],
    changed: false,
  },
  {
    name: 'grid: two tiles moved into one cell: the newer move keeps it, the other takes the first free cell',
    base: baseGrid(),
    local: fixed([
      [null, 'b', 'c'],
      [null, 'a', null],
    ]),
    remote: fixed([
      ['a', null, 'c'],
      [null, 'b', null],
    ]),
    clock: REMOTE_NEWER,
    expected: {
      grid: grid([
        ['a', null, 'c'],
        [null, 'b', null],
      ]),
    },
  },
  {
    name: 'grid: a move into a cell the other side filled with a new tile: the new tile moves on',
    base: baseGrid(),
    local: fixed([
      [null, 'b', 'c'],
      ['a', null, null],
    ]),
    remote: fixed([
      ['a', 'b', 'c'],
      ['n', null, null],
    ]),
    clock: REMOTE_NEWER,
    order: ['a', 'b', 'c', 'n'],
    expected: {
      grid: grid([
        ['n', 'b', 'c'],
        ['a', null, null],
      ]),
    },
  },
  {
    name: 'grid: grown on one side with a tile in the new row, a tile added on the other',
    base: baseGrid(),
    local: fixed([
      ['a', 'b', 'c'],
      [null, null, null],
      ['x', null, null],
    ]),
    remote: fixed([
      ['a', 'b', 'c'],
      ['y', null, null],
    ]),
    order: ['a', 'b', 'c', 'y', 'x'],
    expected: {
      grid: grid([
        ['a', 'b', 'c'],
        ['y', null, null],
        ['x', null, null],
      ]),
    },
  },
  {
    name: 'grid: shrunk on one side so tiles wait off the grid, grown on the other',
    base: fixed([
      ['a', 'b'],
      ['c', 'd'],
    ]),
    local: fixed([['a'], ['c']], ['b', 'd']),
    remote: fixed([
      ['a', 'b'],
      ['c', 'd'],
      [null, 'e'],
    ]),
    order: ['a', 'b', 'c', 'd', 'e'],
    expected: { grid: grid([['a'], ['c'], ['e']]) },
  },
  {
    name: 'grid: a tile pushed out of its cell by the merge gets a new row',
    base: fixed([['a']]),
    local: fixed([['a'], ['x']]),
    remote: fixed([['a'], ['y']]),
    clock: REMOTE_NEWER,
    order: ['a', 'y', 'x'],
    expected: { grid: grid([['a'], ['y'], ['x']]) },
  },
  {
    name: 'grid: past 12 rows a pushed-out tile stays on the board off the grid',
    base: fixed(Array.from({ length: 11 }, (_, i) => [`t${i}`])),
    local: fixed([...Array.from({ length: 11 }, (_, i) => [`t${i}`]), ['x']]),
    remote: fixed([...Array.from({ length: 11 }, (_, i) => [`t${i}`]), ['y']]),
    clock: REMOTE_NEWER,
    order: [...Array.from({ length: 11 }, (_, i) => `t${i}`), 'y', 'x'],
    expected: { grid: grid([...Array.from({ length: 11 }, (_, i) => [`t${i}`]), ['y']]) },
  },
  {
    name: 'grid: a tile a side kept off its grid stays off, even with a free cell',
    base: fixed([['a', null]], ['b']),
    local: fixed([['a', null]], ['b']),
    remote: fixed([[null, 'a']], ['b']),
    order: ['a', 'b'],
    expected: { grid: grid([[null, 'a']]) },
    changed: false,
  },
  {
    name: 'grid on one side only (fixed there): taken whole, tiles added on the other get free cells',
    base: board(abc()),
    local: fixed([
      ['a', 'b', 'c'],
      [null, null, null],
    ]),
    remote: board([...abc(), t('d')]),
    order: ['a', 'b', 'c', 'd'],
    expected: {
      isFixed: true,
      grid: grid([
        ['a', 'b', 'c'],
        ['d', null, null],
      ]),
    },
  },
];

/** What every merged grid must be: rows x columns, each tile at most once, only tiles of the board. */
function expectValidGrid({ grid: g, tiles }: Board) {
  if (!g) return;
  expect(g.order).toHaveLength(g.rows);
  for (const row of g.order) expect(row).toHaveLength(g.columns);
  const ids = g.order.flat().filter((id) => id !== null);
  expect(new Set(ids).size).toBe(ids.length);
  const onBoard = new Set(tiles.map((tile) => tile.id));
  for (const id of ids) expect(onBoard.has(id)).toBe(true);
}

describe('mergeBoard', () => {
  it.each(cases)('$name', ({ base, local, remote, clock, expected = {}, order, conflicts = [], changed }) => {
    const result = mergeBoard(base, local, remote, clock);
    for (const [field, value] of Object.entries(expected)) expect((result.merged as Record<string, unknown>)[field], field).toEqual(value);
    if (order) expect(result.merged.tiles.map((tile) => tile.id)).toEqual(order);
    expect(result.conflicts).toEqual(conflicts);
    if (changed !== undefined) expect(result.changed).toBe(changed);
    expectValidGrid(result.merged);
  });

  it('returns the remote record itself when nothing needs writing back', () => {
    const remote = board(abc(), { name: 'Meals' });
    expect(mergeBoard(board(abc()), board(abc()), remote).merged).toBe(remote);
  });

  it('merges 1,000 conflicting boards of 60 tiles, each tile edited on both sides', () => {
    const tiles = Array.from({ length: 60 }, (_, i) => t(`t${i}`));
    const edit = (label: string) => board(tiles.map((tile) => ({ ...tile, label: `${tile.id}-${label}` })));
    const results = Array.from({ length: 1000 }, () => mergeBoard(board(tiles), edit('local'), edit('remote'), LOCAL_NEWER));
    expect(results.reduce((n, r) => n + r.conflicts.length, 0)).toBe(60_000);
    expect(results.every((r) => r.merged.tiles.every((tile) => tile.label?.endsWith('-local')))).toBe(true);
  });
});
