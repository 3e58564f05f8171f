import { describe, expect, it } from 'vitest';
import type { Board } from '../schemas/board.ts';
import { copyBoardSet, copyRefusal, gatherBoardTree, isOthersBoard, linkedBoardIds, MAX_COPIED_BOARDS } from './public-board-copy.ts';

const ADA = 'ada@example.org';
const serverId = (n: number) => `aaaaaaaaaaaaaaaaaaaaaa${String(n).padStart(2, '0')}`;
const board = (id: string, links: string[] = [], fields: Partial<Board> = {}): Board => ({
  id,
  name: `Board ${id}`,
  email: ADA,
  author: 'Ada',
  isPublic: true,
  version: 3,
  tiles: [{ id: `${id}-word`, label: 'word' }, ...links.map((link, index) => ({ id: `${id}-folder${index}`, label: `to ${link}`, loadBoard: link }))],
  ...fields,
});

const lookup = (boards: Board[]) => {
  const byId = new Map(boards.map((b) => [b.id, b]));
  const asked: string[] = [];
  return { asked, getBoard: async (id: string) => (asked.push(id), byId.get(id)) };
};
let counter = 0;
const newId = () => `copy${(counter += 1)}`;

describe('who may copy a public board', () => {
  const kitchen = board(serverId(1));
  it('refuses its author (emails compared as people type them) and a board the communicator already lists', () => {
    expect(copyRefusal(kitchen, [], ' ADA@example.org')).toBe('author');
    expect(copyRefusal({ id: kitchen.id, author: ADA }, [], ADA)).toBe('author');
    expect(copyRefusal(kitchen, ['root', kitchen.id], 'bob@example.org')).toBe('in-communicator');
  });
  it('lets anyone else copy it, a guest too', () => {
    expect(copyRefusal(kitchen, ['root'], 'bob@example.org')).toBeNull();
    expect(copyRefusal(kitchen, ['root'], undefined)).toBeNull();
  });
  it('tells someone else’s server board from the user’s own, this device’s and the built-in ones', () => {
    expect(isOthersBoard(kitchen, 'bob@example.org', false)).toBe(true);
    expect(isOthersBoard(kitchen, undefined, false)).toBe(true);
    // The server shows others no email: such a board is someone else's all the same.
    expect(isOthersBoard({ id: kitchen.id, author: 'Ada' }, 'bob@example.org', false)).toBe(true);
    expect(isOthersBoard(kitchen, ADA, false)).toBe(false);
    expect(isOthersBoard(board('local1'), 'bob@example.org', false)).toBe(false);
    expect(isOthersBoard({ id: 'a-built-in-board-id' }, 'bob@example.org', true)).toBe(false);
  });
});

describe('gathering a board and the boards it links to', () => {
  it('follows folders recursively, each board once, loops included, and leaves built-in links alone', async () => {
    const [a, b, c] = [serverId(1), serverId(2), serverId(3)];
    const boards = [board(a, [b, 'emotions', b]), board(b, [c, a]), board(c, [b, c])];
    const { asked, getBoard } = lookup(boards);
    const outcome = await gatherBoardTree(boards[0]!, { getBoard, keepLink: (id) => id === 'emotions' });
    expect(outcome).toEqual({ ok: true, boards });
    expect(asked).toEqual([b, c]);
    expect(linkedBoardIds(boards[0]!)).toEqual([b, 'emotions']);
  });

  it('fails as a whole when one linked board cannot be had', async () => {
    const [a, b, c] = [serverId(1), serverId(2), serverId(3)];
    const { getBoard } = lookup([board(a, [b]), board(b, [c])]);
    await expect(gatherBoardTree(board(a, [b]), { getBoard, keepLink: () => false })).resolves.toEqual({ ok: false, reason: 'missing', id: c });
  });

  it('stops at the limit instead of copying an endless chain', async () => {
    const chain = Array.from({ length: MAX_COPIED_BOARDS + 5 }, (_, n) => board(serverId(n), [serverId(n + 1)]));
    const { asked, getBoard } = lookup(chain);
    await expect(gatherBoardTree(chain[0]!, { getBoard, keepLink: () => false })).resolves.toEqual({ ok: false, reason: 'too-many' });
    expect(asked).toHaveLength(MAX_COPIED_BOARDS - 1);
    const short = await gatherBoardTree(chain[0]!, { getBoard, keepLink: () => false, limit: 3 });
    expect(short).toEqual({ ok: false, reason: 'too-many' });
  });
});

describe('copying the set', () => {
  const [a, b] = [serverId(1), serverId(2)];
  const set = [board(a, [b, 'emotions'], { originId: 'x', markToUpdate: true }), board(b, [a])];

  it('gives every board a new id, makes it the user’s and private, and points the links at the copies', () => {
    const { boards, rootId, renames } = copyBoardSet(set, { newId, owner: { email: 'bob@example.org', author: 'Bob' } });
    const [rootCopy, linkedCopy] = boards;
    expect(rootId).toBe(rootCopy?.id);
    expect(renames).toEqual([
      [a, rootCopy?.id],
      [b, linkedCopy?.id],
    ]);
    expect(new Set([rootCopy?.id, linkedCopy?.id, a, b]).size).toBe(4);
    for (const copy of boards) {
      expect(copy).toMatchObject({ email: 'bob@example.org', author: 'Bob', isPublic: false });
      expect(copy).not.toHaveProperty('version');
      expect(copy).not.toHaveProperty('originId');
      expect(copy).not.toHaveProperty('markToUpdate');
    }
    expect(rootCopy?.tiles.map((t) => t.loadBoard)).toEqual([undefined, linkedCopy?.id, 'emotions']);
    expect(linkedCopy?.tiles.map((t) => t.loadBoard)).toEqual([undefined, rootCopy?.id]);
    expect(rootCopy?.name).toBe(`Board ${a}`);
    // Each copy remembers the board it was copied from.
    expect(boards.map((copy) => copy.copiedFrom)).toEqual([
      { id: a, name: `Board ${a}` },
      { id: b, name: `Board ${b}` },
    ]);
  });

  it('leaves the originals as they were and gives a guest’s copies no owner', () => {
    const before = structuredClone(set);
    const { boards } = copyBoardSet(set, { newId, owner: {} });
    expect(set).toEqual(before);
    for (const copy of boards) {
      expect(copy).not.toHaveProperty('email');
      expect(copy).not.toHaveProperty('author');
    }
  });
});
