/**
 * The browser's history kept in step with the board history (spec 01 §2: Back goes to the previous board), so the
 * browser's and Android's Back do what the app's Go back does, and leave the app only from the first board.
 *
 * Each browser entry the app makes carries the board history it shows (`trail`) and how many entries directly
 * beneath it are the app's, each one board shorter (`below`): Go back can then be the browser's own Back, and the
 * two never disagree about where Back leads.
 */
export type BoardHistoryEntry = { trail: readonly string[]; below: number };

/** How the browser came to the entry on screen: a new entry, a replaced one, or Back/Forward/a page load. */
export type BrowserArrival = 'push' | 'replace' | 'pop';

export type BrowserPosition = {
  /** The app's record on the entry on screen; undefined for an address the app did not write (a link, a bookmark). */
  entry: BoardHistoryEntry | undefined;
  arrival: BrowserArrival;
  /** The app's record on the entry it last showed, when the entry on screen is not one of its own. */
  previous: BoardHistoryEntry | undefined;
};

export type BrowserHistoryStep =
  | { kind: 'stay' }
  /** Entries pushed on top of the one on screen, one per board added. */
  | { kind: 'push'; entries: BoardHistoryEntry[] }
  | { kind: 'replace'; entry: BoardHistoryEntry }
  | { kind: 'back'; steps: number }
  /** The entry on screen becomes the first board of the trail, and one entry per board after it is pushed. */
  | { kind: 'rebuild'; entries: BoardHistoryEntry[] };

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);
const startsWith = (trail: readonly string[], prefix: readonly string[]) => prefix.every((id, index) => trail[index] === id);

/** One entry per board of the trail from the `from`-th on, each counting the app's entries beneath it. */
const entriesFor = (trail: readonly string[], from = 0, below = 0): BoardHistoryEntry[] =>
  trail.slice(from).map((_, index) => ({ trail: trail.slice(0, from + index + 1), below: below + index }));

/** The entry just beneath a known one, when the app wrote it. */
const beneath = (entry: BoardHistoryEntry | undefined): BoardHistoryEntry | undefined =>
  entry && entry.below > 0 ? { trail: entry.trail.slice(0, -1), below: entry.below - 1 } : undefined;

/**
 * What the browser's history must do so that its entry on screen shows `trail`, the board history of the store.
 * - an address opened from outside the app (first load, bookmark, shared link): one entry per board of the trail,
 *   so Back from a board opened by a bookmark goes to the root board first, as Go back does, then leaves;
 * - an in-app link to a board (the router made the entry): that entry takes the trail;
 * - more boards (a folder): one pushed entry per board;
 * - fewer boards (Go back, Home, a tile linking to a board further back, a deleted board): the browser's own Back,
 *   as far as the entries beneath are the app's (what differs once there is set right in place by the next step);
 * - the same number of boards (a board got a new id, the root became the account's copy, a new history): replace.
 */
export function browserHistoryStep(position: BrowserPosition, trail: readonly string[]): BrowserHistoryStep {
  const { entry, arrival, previous } = position;
  if (entry === undefined) {
    if (arrival === 'pop' || (arrival === 'replace' && previous === undefined)) return { kind: 'rebuild', entries: entriesFor(trail) };
    const base = arrival === 'push' ? previous : beneath(previous);
    const follows = base !== undefined && trail.length === base.trail.length + 1 && startsWith(trail, base.trail);
    return { kind: 'replace', entry: { trail, below: follows ? base.below + 1 : 0 } };
  }
  if (same(entry.trail, trail)) return { kind: 'stay' };
  const fewer = entry.trail.length - trail.length;
  if (fewer < 0) return { kind: 'push', entries: entriesFor(trail, entry.trail.length, entry.below + 1) };
  if (fewer > 0 && entry.below > 0) return { kind: 'back', steps: Math.min(fewer, entry.below) };
  return { kind: 'replace', entry: { trail, below: fewer === 0 ? entry.below : 0 } };
}

/** Reads the app's record from a browser entry's state; anything else is not one. */
export function readBoardHistoryEntry(state: unknown): BoardHistoryEntry | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { trail, below } = state as { trail?: unknown; below?: unknown };
  if (!Array.isArray(trail) || trail.length === 0 || !trail.every((id) => typeof id === 'string')) return undefined;
  if (typeof below !== 'number' || !Number.isInteger(below) || below < 0 || below >= trail.length) return undefined;
  return { trail: trail as string[], below };
}
