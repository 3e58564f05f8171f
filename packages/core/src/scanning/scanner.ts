import type { ScanNode } from './scan-tree.ts';

/** Escape pressed this many times turns scanning off (spec 01 §9, spec 02 §9). */
export const SCANNER_OFF_ESCAPES = 4;
/** Without an Escape for this long, the count starts over (as the lock's presses do). */
export const SCANNER_ESCAPE_RESET_MS = 2000;
/** Automatic scanning leaves a group after going through it this many times with nothing selected. */
export const SCAN_GROUP_PASSES = 2;
/** The id of the "leave this group" step that ends every group. */
export const SCAN_EXIT_ID = 'scan:exit';

export type ScanStrategy = 'automatic' | 'manual';
export type ScanOptions = { strategy: ScanStrategy; delay: number };

export type ScannerState = {
  /** The index of the group stepped into at each level; empty at the top. */
  path: readonly number[];
  /** The highlighted position in the current level; in a group, one past its children is the exit. */
  index: number;
  /** Full passes through the current group without a selection. */
  passes: number;
  /** When the highlight last moved or the scan (re)started: automatic scanning moves `delay` after it. */
  movedAt: number;
  escapes: number;
  lastEscapeAt: number | null;
};

/** A key (KeyboardEvent.key), a press of the pointer (click or tap), or the clock. Times in milliseconds. */
export type ScanInput = { type: 'key'; key: string; at: number } | { type: 'press'; at: number } | { type: 'tick'; at: number };

export type ScanResult = {
  state: ScannerState;
  /** The input was the scanner's: the page must not act on it too. */
  handled: boolean;
  /** The item to act on, as a tap on it would. */
  selected?: string;
  /** Escape ×4: scanning is to be turned off. */
  stop?: boolean;
};

export type Highlight = { kind: 'item' | 'group' | 'exit'; id: string; node: ScanNode | null };

/** The scan's start at `at`: the first item of the top level highlighted. */
export const startScan = (at: number): ScannerState => ({ path: [], index: 0, passes: 0, movedAt: at, escapes: 0, lastEscapeAt: null });

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock', 'Fn', 'OS']);

function levelOf(tree: readonly ScanNode[], path: readonly number[]): readonly ScanNode[] {
  let level = tree;
  for (const index of path) {
    const node = level[index];
    if (node?.kind !== 'group') return [];
    level = node.children;
  }
  return level;
}

/** Places at the current level: its nodes, and the exit when inside a group. */
const placesAt = (tree: readonly ScanNode[], path: readonly number[]) => levelOf(tree, path).length + (path.length > 0 ? 1 : 0);

/** What is highlighted now, or null when there is nothing to scan. */
export function highlighted(tree: readonly ScanNode[], state: ScannerState): Highlight | null {
  const level = levelOf(tree, state.path);
  const node = level[state.index];
  if (node) return { kind: node.kind, id: node.id, node };
  if (state.path.length > 0 && state.index === level.length) return { kind: 'exit', id: SCAN_EXIT_ID, node: null };
  return null;
}

const leaveGroup = (state: ScannerState, at: number): ScannerState => ({
  ...state,
  path: state.path.slice(0, -1),
  index: state.path[state.path.length - 1] ?? 0,
  passes: 0,
  movedAt: at,
});

function advance(tree: readonly ScanNode[], state: ScannerState, options: ScanOptions, at: number): ScannerState {
  const places = placesAt(tree, state.path);
  if (places === 0) return { ...state, movedAt: at };
  const index = (state.index + 1) % places;
  const passes = state.passes + (index === 0 ? 1 : 0);
  if (options.strategy === 'automatic' && state.path.length > 0 && passes >= SCAN_GROUP_PASSES) return leaveGroup(state, at);
  return { ...state, index, passes, movedAt: at };
}

function select(tree: readonly ScanNode[], state: ScannerState, at: number): ScanResult {
  const current = highlighted(tree, state);
  if (!current) return { state, handled: true };
  if (current.kind === 'exit') return { state: leaveGroup(state, at), handled: true };
  if (current.kind === 'group') return { state: { ...state, path: [...state.path, state.index], index: 0, passes: 0, movedAt: at }, handled: true };
  if (current.node?.kind === 'item' && current.node.repeat) return { state: { ...state, passes: 0, movedAt: at }, handled: true, selected: current.id };
  return { state: { ...state, path: [], index: 0, passes: 0, movedAt: at }, handled: true, selected: current.id };
}

function escape(state: ScannerState, at: number): ScanResult {
  const stale = state.lastEscapeAt === null || at - state.lastEscapeAt >= SCANNER_ESCAPE_RESET_MS;
  const escapes = (stale ? 0 : state.escapes) + 1;
  if (escapes >= SCANNER_OFF_ESCAPES) return { state: { ...state, escapes: 0, lastEscapeAt: null }, handled: true, stop: true };
  return { state: { ...state, escapes, lastEscapeAt: at }, handled: true };
}

/**
 * One input to the scanner (spec 02 §2 Scanning screen). Automatic: the highlight moves every `delay` ms and any
 * key or press selects. Manual: Space moves it, Enter selects. Either way Escape four times turns scanning off.
 * Selecting a group steps into it (its exit steps out); selecting an item hands it back and starts over at the top,
 * except a repeat item, which stays highlighted for the next press (a full delay later in automatic scanning).
 */
export function scanInput(tree: readonly ScanNode[], state: ScannerState, input: ScanInput, options: ScanOptions): ScanResult {
  const { at } = input;
  if (input.type === 'tick') {
    if (options.strategy !== 'automatic' || at - state.movedAt < options.delay) return { state, handled: false };
    return { state: advance(tree, state, options, at), handled: false };
  }
  if (input.type === 'press') return options.strategy === 'automatic' ? select(tree, state, at) : { state, handled: false };
  if (input.key === 'Escape') return escape(state, at);
  if (MODIFIERS.has(input.key)) return { state, handled: false };
  const counted = { ...state, escapes: 0, lastEscapeAt: null };
  if (options.strategy === 'automatic') return select(tree, counted, at);
  if (input.key === ' ') return { state: advance(tree, counted, options, at), handled: true };
  if (input.key === 'Enter') return select(tree, counted, at);
  return { state, handled: false };
}

/** When automatic scanning next moves the highlight; null in manual scanning. */
export const nextScanTickAt = (state: ScannerState, options: ScanOptions): number | null =>
  options.strategy === 'automatic' ? state.movedAt + options.delay : null;

const pathOfIds = (tree: readonly ScanNode[], state: ScannerState): string[] =>
  state.path.map((index, depth) => levelOf(tree, state.path.slice(0, depth))[index]?.id ?? '');

/**
 * The scan carried over to a changed screen (a board opened, a button enabled): the same highlight when its group
 * and item are still there, else the start of the top level, waiting a full delay from `at`.
 */
export function rescan(before: readonly ScanNode[], after: readonly ScanNode[], state: ScannerState, at: number): ScannerState {
  const ids = pathOfIds(before, state);
  const current = highlighted(before, state);
  const path: number[] = [];
  for (const id of ids) {
    const index = levelOf(after, path).findIndex((node) => node.id === id);
    if (index < 0) return { ...state, path: [], index: 0, passes: 0, movedAt: at };
    path.push(index);
  }
  const level = levelOf(after, path);
  const index = current?.kind === 'exit' ? level.length : level.findIndex((node) => node.id === current?.id);
  if (index < 0 || !current) return { ...state, path: [], index: 0, passes: 0, movedAt: at };
  return { ...state, path, index };
}
