import { BoardSchema, type Board, type BoardInput } from '@tessera/core';

let counter = 0;

/** A server board id: 24 hex characters, like a MongoDB ObjectId. */
export const serverId = (): string => (0x6560000000000000n + BigInt(++counter)).toString(16).padStart(24, '0');

/** A complete, valid board; tiles and grid included so that round trips are checked in full. */
export function makeBoard(overrides: Partial<BoardInput> = {}): Board {
  const id = overrides.id ?? serverId();
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
    grid: { rows: 1, columns: 3, order: [[`${id}-t1`, null, `${id}-t2`]] },
    ...overrides,
  });
}

/** A record a repository stored (its insert answers undefined when nothing was stored, which a test never expects). */
export function stored<T>(record: T | undefined): T {
  if (record === undefined) throw new Error('the repository stored nothing');
  return record;
}
