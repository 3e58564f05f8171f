import { describe, expect, it } from 'vitest';
import { boardsToPush, replaceLocalIdsWithServerIds, replaceLocalIdWithServerId, unmarkBoards } from './server-ids.ts';
import { ROOT_BOARD_ID } from '../ids/board-ids.ts';
import { makeBoard, makeTile } from '../testing/fixtures.ts';

const me = 'me@example.org';
const serverId = '65f1c2a9e4b0a1b2c3d4e5f6';
const otherServerId = '65f1c2a9e4b0a1b2c3d4e5f7';

describe('replaceLocalIdWithServerId', () => {
  const local = makeBoard({ id: 'loc123', name: 'Food', email: me });
  const parent = makeBoard({ id: otherServerId, email: me, tiles: [makeTile('t1', { loadBoard: 'loc123' }), makeTile('t2', { loadBoard: 'x' })] });
  const localParent = makeBoard({ id: 'home1', email: me, tiles: [makeTile('t3', { loadBoard: 'loc123' })] });
  const unrelated = makeBoard({ id: '65f1c2a9e4b0a1b2c3d4e5f8', email: me, tiles: [makeTile('t4')] });

  it('replaces the local id, repoints tiles and marks changed server boards of the user', () => {
    const next = replaceLocalIdWithServerId([parent, local, localParent, unrelated], 'loc123', { ...local, id: serverId }, me);
    expect(next.map((b) => b.id)).toEqual([otherServerId, serverId, 'home1', unrelated.id]);
    expect(next[0]?.tiles.map((t) => t.loadBoard)).toEqual([serverId, 'x']);
    expect(next[0]?.markToUpdate).toBe(true);
    expect(next[2]?.tiles[0]?.loadBoard).toBe(serverId);
    expect(next[2]?.markToUpdate).toBeUndefined();
    expect(next[3]).toBe(unrelated);
  });

  it('does not mark boards with no email or of another user', () => {
    const noEmail = makeBoard({ id: otherServerId, tiles: [makeTile('t1', { loadBoard: 'loc123' })] });
    const theirs = makeBoard({ id: unrelated.id, email: 'them@example.org', tiles: [makeTile('t1', { loadBoard: 'loc123' })] });
    const next = replaceLocalIdWithServerId([noEmail, theirs, local], 'loc123', { ...local, id: serverId }, me);
    expect(next[0]?.markToUpdate).toBeUndefined();
    expect(next[1]?.markToUpdate).toBeUndefined();
    expect(next[1]?.tiles[0]?.loadBoard).toBe(serverId);
  });

  it('just appends the server copy of a reserved board', () => {
    const root = makeBoard({ id: ROOT_BOARD_ID, tiles: [makeTile('t', { loadBoard: 'a' })] });
    const next = replaceLocalIdWithServerId([root, parent], ROOT_BOARD_ID, { ...root, id: serverId, email: me }, me);
    expect(next.map((b) => b.id)).toEqual([ROOT_BOARD_ID, otherServerId, serverId]);
    expect(next[0]).toBe(root);
    expect(next[1]).toBe(parent);
  });

  it('does not duplicate the server board if it is already listed', () => {
    const next = replaceLocalIdWithServerId([local, makeBoard({ id: serverId })], 'loc123', { ...local, id: serverId }, me);
    expect(next.map((b) => b.id)).toEqual([serverId]);
  });

  it('replaces several local ids in one pass as one replacement after another would', () => {
    const home = makeBoard({ id: 'home1', email: me, tiles: [makeTile('t1', { loadBoard: 'loc123' }), makeTile('t2', { loadBoard: 'pets1' })] });
    const pets = makeBoard({ id: 'pets1', email: me, tiles: [makeTile('t3', { loadBoard: 'home1' })] });
    const boards = [parent, local, home, pets, unrelated];
    const replacements = [
      { localId: 'loc123', serverBoard: { ...local, id: serverId } },
      { localId: 'home1', serverBoard: { ...home, id: '65f1c2a9e4b0a1b2c3d4e5f9' } },
      { localId: 'pets1', serverBoard: { ...pets, id: '65f1c2a9e4b0a1b2c3d4e5fa' } },
    ];
    const together = replaceLocalIdsWithServerIds(boards, replacements, me);
    const oneByOne = replacements.reduce((all, { localId, serverBoard }) => replaceLocalIdWithServerId(all, localId, serverBoard, me), boards);
    expect(together.map((b) => b.id)).toEqual(oneByOne.map((b) => b.id));
    expect(together.map((b) => b.tiles.map((t) => t.loadBoard))).toEqual([
      [serverId, 'x'],
      [],
      [serverId, '65f1c2a9e4b0a1b2c3d4e5fa'],
      ['65f1c2a9e4b0a1b2c3d4e5f9'],
      [undefined],
    ]);
    expect(together[0]?.markToUpdate).toBe(true);
    expect(together[4]).toBe(unrelated);
  });
});

describe('pushing marked boards', () => {
  const boards = [
    makeBoard({ id: serverId, email: me, markToUpdate: true }),
    makeBoard({ id: otherServerId, email: 'them@example.org', markToUpdate: true }),
    makeBoard({ id: 'a'.repeat(14), email: me, markToUpdate: true }),
    makeBoard({ id: '65f1c2a9e4b0a1b2c3d4e5f8', email: me }),
  ];

  it('pushes only marked boards of the user with an id longer than 14', () => {
    expect(boardsToPush(boards, 'ME@example.org').map((b) => b.id)).toEqual([serverId]);
  });

  it('unmarks boards once pushed', () => {
    const next = unmarkBoards(boards, [serverId]);
    expect(next[0]?.markToUpdate).toBe(false);
    expect(next[1]).toBe(boards[1]);
    expect(boardsToPush(next, me)).toEqual([]);
  });
});
