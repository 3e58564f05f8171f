import { describe, expect, it } from 'vitest';
import { buildScanTree, type ScanNode } from './scan-tree.ts';
import { highlighted, nextScanTickAt, rescan, scanInput, SCAN_EXIT_ID, startScan, type ScanInput, type ScanOptions, type ScannerState } from './scanner.ts';

// Two rows of tiles, the output bar's buttons and the lock: row-column scanning.
const TREE = buildScanTree(
  [
    { id: 'a', row: 0, column: 0 },
    { id: 'b', row: 0, column: 1 },
    { id: 'c', row: 0, column: 2 },
    { id: 'd', row: 1, column: 0 },
    { id: 'e', row: 1, column: 1 },
  ],
  [['speak', 'clear'], ['lock']],
  'row-column',
);
// The same with backspace and the lock pressed again and again, as unlocking takes four presses.
const REPEATING = buildScanTree(
  [
    { id: 'a', row: 0, column: 0 },
    { id: 'b', row: 0, column: 1 },
  ],
  [['speak', 'backspace'], ['lock']],
  'row-column',
  new Set(['backspace', 'lock']),
);
const SMALL = buildScanTree(
  [
    { id: 'a', row: 0, column: 0 },
    { id: 'b', row: 0, column: 1 },
  ],
  [['go-back']],
);

const AUTO: ScanOptions = { strategy: 'automatic', delay: 1000 };
const MANUAL: ScanOptions = { strategy: 'manual', delay: 1000 };

// Inputs written short: 'tick@1000', 'key:Enter@1200', 'key: @300' (Space), 'press@50'.
const parse = (step: string): ScanInput => {
  const [what, time] = step.split('@') as [string, string];
  const at = Number(time);
  if (what === 'tick') return { type: 'tick', at };
  if (what === 'press') return { type: 'press', at };
  return { type: 'key', key: what.slice(4), at };
};

function run(tree: readonly ScanNode[], options: ScanOptions, steps: string[]) {
  let state: ScannerState = startScan(0);
  const seen: string[] = [];
  const selected: string[] = [];
  const handled: boolean[] = [];
  let stopped = false;
  for (const step of steps) {
    const result = scanInput(tree, state, parse(step), options);
    state = result.state;
    handled.push(result.handled);
    if (result.selected) selected.push(result.selected);
    if (result.stop) stopped = true;
    seen.push(highlighted(tree, state)?.id ?? '-');
  }
  return { seen, selected, stopped, handled, state };
}

const cases: {
  name: string;
  tree?: readonly ScanNode[];
  options: ScanOptions;
  steps: string[];
  seen?: string[];
  selected?: string[];
  stopped?: boolean;
  handled?: boolean[];
}[] = [
  {
    name: 'automatic: the highlight moves once per delay, not sooner',
    options: AUTO,
    steps: ['tick@999', 'tick@1000', 'tick@1500', 'tick@2000', 'tick@3000', 'tick@4000'],
    seen: ['row:0', 'row:1', 'row:1', 'controls:0', 'lock', 'row:0'],
  },
  {
    name: 'automatic: any key steps into a row, then selects its tile',
    options: AUTO,
    steps: ['tick@1000', 'key:x@1200', 'tick@2200', 'key:F1@2300'],
    seen: ['row:1', 'd', 'e', 'row:0'],
    selected: ['e'],
  },
  { name: 'automatic: a click or tap selects as a key does', options: AUTO, steps: ['press@100', 'press@200'], seen: ['a', 'row:0'], selected: ['a'] },
  {
    name: 'automatic: the row ends with a way out, back to that row',
    options: AUTO,
    steps: ['key:Enter@0', 'tick@1000', 'tick@2000', 'tick@3000', 'key:Enter@3100', 'tick@4100'],
    seen: ['a', 'b', 'c', SCAN_EXIT_ID, 'row:0', 'row:1'],
  },
  {
    name: 'automatic: a row passed over twice is left by itself',
    tree: buildScanTree(
      [{ id: 'a', row: 0, column: 0 }, { id: 'b', row: 0, column: 1 }, ...Array.from({ length: 12 }, (_, i) => ({ id: `z${i}`, row: 1, column: i }))],
      [],
      'row-column',
    ),
    options: AUTO,
    steps: ['key:Enter@0', 'tick@1000', 'tick@2000', 'tick@3000', 'tick@4000', 'tick@5000', 'tick@6000'],
    seen: ['a', 'b', SCAN_EXIT_ID, 'a', 'b', SCAN_EXIT_ID, 'row:0'],
  },
  {
    name: 'automatic: modifier keys alone do nothing',
    options: AUTO,
    steps: ['key:Shift@10', 'key:Control@20'],
    seen: ['row:0', 'row:0'],
    handled: [false, false],
  },
  { name: 'manual: nothing moves by itself', options: MANUAL, steps: ['tick@5000', 'tick@50000'], seen: ['row:0', 'row:0'] },
  {
    name: 'manual: Space advances, Enter selects',
    options: MANUAL,
    steps: ['key: @1', 'key:Enter@2', 'key: @3', 'key:Enter@4'],
    seen: ['row:1', 'd', 'e', 'row:0'],
    selected: ['e'],
  },
  {
    name: 'manual: other keys and presses are not the scanner’s',
    options: MANUAL,
    steps: ['key:a@1', 'press@2', 'key:Tab@3'],
    seen: ['row:0', 'row:0', 'row:0'],
    handled: [false, false, false],
  },
  {
    name: 'manual: the output bar and the lock are reachable',
    options: MANUAL,
    steps: ['key: @1', 'key: @2', 'key:Enter@3', 'key: @4', 'key:Enter@5', 'key: @6', 'key: @7', 'key: @8', 'key:Enter@9'],
    seen: ['row:1', 'controls:0', 'speak', 'clear', 'row:0', 'row:1', 'controls:0', 'lock', 'row:0'],
    selected: ['clear', 'lock'],
  },
  {
    name: 'manual: Space past the exit goes round the row again',
    options: MANUAL,
    steps: ['key:Enter@1', 'key: @2', 'key: @3', 'key: @4', 'key: @5'],
    seen: ['a', 'b', 'c', SCAN_EXIT_ID, 'a'],
  },
  {
    name: 'linear: each item in turn, Enter selects at once',
    tree: SMALL,
    options: MANUAL,
    steps: ['key: @1', 'key: @2', 'key:Enter@3', 'key: @4', 'key: @5'],
    seen: ['b', 'go-back', 'a', 'b', 'go-back'],
    selected: ['go-back'],
  },
  {
    name: 'manual: a repeated item stays highlighted after each selection',
    tree: REPEATING,
    options: MANUAL,
    steps: ['key: @1', 'key: @2', 'key:Enter@3', 'key:Enter@4', 'key:Enter@5', 'key:Enter@6', 'key: @7'],
    seen: ['controls:0', 'lock', 'lock', 'lock', 'lock', 'lock', 'row:0'],
    selected: ['lock', 'lock', 'lock', 'lock'],
  },
  {
    name: 'automatic: a repeated item waits a full delay after each press before moving on',
    tree: REPEATING,
    options: AUTO,
    steps: ['tick@1000', 'key:x@1100', 'tick@2100', 'key:x@2200', 'tick@3100', 'key:x@3150', 'tick@4149', 'tick@4150'],
    seen: ['controls:0', 'speak', 'backspace', 'backspace', 'backspace', 'backspace', 'backspace', SCAN_EXIT_ID],
    selected: ['backspace', 'backspace'],
  },
  {
    name: 'Escape four times stops scanning',
    options: AUTO,
    steps: ['key:Escape@0', 'key:Escape@300', 'key:Escape@600', 'key:Escape@900'],
    stopped: true,
    selected: [],
    handled: [true, true, true, true],
  },
  { name: 'Escape three times does not', options: MANUAL, steps: ['key:Escape@0', 'key:Escape@300', 'key:Escape@600'], stopped: false },
  {
    name: 'a slow Escape starts the count over',
    options: MANUAL,
    steps: ['key:Escape@0', 'key:Escape@300', 'key:Escape@600', 'key:Escape@2600', 'key:Escape@2700', 'key:Escape@2800'],
    stopped: false,
  },
  {
    name: 'another key between Escapes starts the count over',
    options: MANUAL,
    steps: ['key:Escape@0', 'key:Escape@100', 'key: @200', 'key:Escape@300', 'key:Escape@400'],
    stopped: false,
  },
  {
    name: 'nothing to scan: keys do nothing but are still taken',
    tree: [],
    options: AUTO,
    steps: ['tick@1000', 'key:Enter@1100'],
    seen: ['-', '-'],
    selected: [],
    handled: [false, true],
  },
];

describe('scanner', () => {
  for (const { name, tree = TREE, options, steps, seen, selected, stopped, handled } of cases) {
    it(name, () => {
      const result = run(tree, options, steps);
      if (seen) expect(result.seen).toEqual(seen);
      if (selected) expect(result.selected).toEqual(selected);
      if (stopped !== undefined) expect(result.stopped).toBe(stopped);
      if (handled) expect(result.handled).toEqual(handled);
    });
  }

  it('says when automatic scanning moves next, and never in manual', () => {
    const state = run(TREE, AUTO, ['tick@1000', 'tick@2400']).state;
    expect(nextScanTickAt(state, AUTO)).toBe(3400);
    expect(nextScanTickAt(state, MANUAL)).toBeNull();
  });

  it('keeps its place when the screen changes around it, and starts over when the place is gone', () => {
    const inRow = run(TREE, MANUAL, ['key: @1', 'key:Enter@2', 'key: @3']).state; // on 'e' in row:1
    const moreControls = buildScanTree(
      [
        { id: 'a', row: 0, column: 0 },
        { id: 'b', row: 0, column: 1 },
        { id: 'c', row: 0, column: 2 },
        { id: 'd', row: 1, column: 0 },
        { id: 'e', row: 1, column: 1 },
      ],
      [['speak', 'backspace', 'clear'], ['go-back'], ['lock']],
      'row-column',
    );
    const kept = rescan(TREE, moreControls, inRow, 10);
    expect(highlighted(moreControls, kept)?.id).toBe('e');
    expect(kept.movedAt).toBe(inRow.movedAt);

    const otherBoard = buildScanTree([{ id: 'x', row: 0, column: 0 }], [['lock']]);
    const restarted = rescan(TREE, otherBoard, inRow, 10);
    expect(highlighted(otherBoard, restarted)?.id).toBe('x');
    expect(restarted).toMatchObject({ path: [], index: 0, movedAt: 10 });
  });
});
