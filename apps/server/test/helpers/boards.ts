import { BoardSchema, type Board, type BoardInput, type BoardSummary } from '@tessera/core';

let counter = 0;

/** A server board id: 24 hex characters, like a MongoDB ObjectId. */
export const serverId = (): string => (0x6560000000000000n + BigInt(++counter)).toString(16).padStart(24, '0');

/** A complete, valid board; tiles and grid included so that round trips are checked in full (no grid when the tiles are the test's own). */
export function makeBoard(overrides: Partial<BoardInput> = {}): Board {
  const id = overrides.id ?? serverId();
  const grid = overrides.tiles ? undefined : { rows: 1, columns: 3, order: [[`${id}-t1`, null, `${id}-t2`]] };
  return BoardSchema.parse({
    id,
    name: `Board ${id.slice(-4)}`,
    description: 'A test board',
    author: 'Ada',
    email: 'ada@example.org',
    isPublic: true,
    locale: 'en-US',
    format: 'tessera',
    lastEdited: '2026-01-01T00:00:00.000Z',
    tiles: [
      { id: `${id}-t1`, label: 'yes', backgroundColor: 'rgb(255, 241, 118)', type: 'button' },
      { id: `${id}-t2`, label: 'food', loadBoard: 'food-board', type: 'folder' },
    ],
    ...(grid && { grid }),
    ...overrides,
  });
}

/** A record a repository stored (its insert answers undefined when nothing was stored, which a test never expects). */
export function stored<T>(record: T | undefined): T {
  if (record === undefined) throw new Error('the repository stored nothing');
  return record;
}

/** What a public list answers for a board: its summary, never its tiles, owner's email or origin. */
export function summaryOf(board: Board): BoardSummary {
  const { id, name, nameKey, description, caption, author, locale, isPublic, lastEdited } = board;
  const optional = Object.entries({ nameKey, description, caption, author, locale, lastEdited }).filter(([, value]) => value !== undefined);
  return { id, name, ...Object.fromEntries(optional), isPublic, tileCount: board.tiles.length };
}
