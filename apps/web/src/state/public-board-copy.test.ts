import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { initialAuthState } from './auth-slice';
import { boardChanged, boardsLoaded, selectActiveBoardId, selectNavHistory } from './board-slice';
import { communicatorBoardsChanged, selectActiveCommunicator } from './communicator-slice';
import { offerBoardCopy } from './others-boards';
import { copyPublicBoard } from './public-board-copy';
import { makeStore } from './store';
import { selectCopyPublicBoard } from './ui-slice';

// The linked boards are asked of the server first; here no server answers (as on a device offline), so the boards
// this device already holds are the ones copied (spec 01 §4: a failed fetch of a linked board falls back to them).
const KITCHEN = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const FRUIT = 'aaaaaaaaaaaaaaaaaaaaaaa2';
const NOT_HERE = 'aaaaaaaaaaaaaaaaaaaaaaa3';
// As the server answers them to others: without the owner's email.
const bob = { author: 'Bob', isPublic: true };
const BOB_EMAIL = 'bob@example.org';
const asOwner = (board: Board): Board => ({ ...board, email: BOB_EMAIL });
const kitchen: Board = {
  id: KITCHEN,
  name: 'Kitchen',
  ...bob,
  version: 4,
  tiles: [
    { id: 'k1', label: 'Soup' },
    { id: 'k2', label: 'Fruit', loadBoard: FRUIT },
    { id: 'k3', label: 'Feelings', loadBoard: 'emotions' },
  ],
};
const fruit: Board = {
  id: FRUIT,
  name: 'Fruit',
  ...bob,
  isPublic: false,
  tiles: [
    { id: 'f1', label: 'Apple' },
    { id: 'f2', label: 'Back to kitchen', loadBoard: KITCHEN },
  ],
};
const ada = { id: 'u1', name: 'Ada', email: 'ada@example.org', authToken: 'token' };

const viewing = (boards: Board[], user: typeof ada | null = ada) => {
  const store = makeStore({ auth: initialAuthState(user) });
  store.dispatch(boardsLoaded(boards));
  store.dispatch(boardChanged(boards[0]!.id));
  return store;
};

describe('offering the copy of a public board', () => {
  it('offers it to anyone but its author who opens it', () => {
    const store = viewing([kitchen]);
    expect(store.dispatch(offerBoardCopy(KITCHEN, 'open'))).toBe(true);
    expect(selectCopyPublicBoard(store.getState())).toEqual({ boardId: KITCHEN, trigger: 'open' });

    const author = viewing([asOwner(kitchen)], { ...ada, email: 'BOB@example.org' });
    expect(author.dispatch(offerBoardCopy(KITCHEN, 'open'))).toBe(false);
    expect(selectCopyPublicBoard(author.getState())).toBeNull();
  });

  it('does not offer on opening a board the communicator already lists', () => {
    const store = viewing([kitchen]);
    store.dispatch(communicatorBoardsChanged({ boards: ['root', KITCHEN] }));
    expect(store.dispatch(offerBoardCopy(KITCHEN, 'open'))).toBe(true);
    expect(selectCopyPublicBoard(store.getState())).toBeNull();
    // An edit still cannot go ahead; the dialog says why there is no copy.
    store.dispatch(offerBoardCopy(KITCHEN, 'edit'));
    expect(selectCopyPublicBoard(store.getState())).toEqual({ boardId: KITCHEN, trigger: 'edit' });
  });
});

describe('copying a public board', () => {
  it('copies it and the boards its folders open, links re-pointed, into the communicator, and shows the copy', async () => {
    const store = viewing([kitchen, fruit]);
    await expect(store.dispatch(copyPublicBoard(KITCHEN))).resolves.toMatchObject({ outcome: 'copied' });
    const state = store.getState();
    const copies = Object.values(state.board.boards).filter((board) => board.email === ada.email);
    const kitchenCopy = copies.find((board) => board.name === 'Kitchen');
    const fruitCopy = copies.find((board) => board.name === 'Fruit');
    expect(copies).toHaveLength(2);
    expect(kitchenCopy).toMatchObject({ author: 'Ada', isPublic: false });
    expect(kitchenCopy?.id.length).toBeLessThan(14);
    expect(kitchenCopy?.tiles.map((t) => t.loadBoard)).toEqual([undefined, fruitCopy?.id, 'emotions']);
    expect(fruitCopy?.tiles.map((t) => t.loadBoard)).toEqual([undefined, kitchenCopy?.id]);
    expect(selectActiveCommunicator(state).boards).toEqual(expect.arrayContaining([kitchenCopy?.id, fruitCopy?.id]));
    expect(selectActiveBoardId(state)).toBe(kitchenCopy?.id);
    expect(selectNavHistory(state)).not.toContain(KITCHEN);
    // Bob's boards stay as they were.
    expect(state.board.boards[KITCHEN]).toEqual(kitchen);
    expect(state.board.boards[FRUIT]).toEqual(fruit);
  });

  it('keeps nothing when a linked board cannot be had', async () => {
    const broken = { ...kitchen, tiles: [...kitchen.tiles, { id: 'k4', label: 'Gone', loadBoard: NOT_HERE }] };
    const store = viewing([broken, fruit]);
    const before = store.getState();
    await expect(store.dispatch(copyPublicBoard(KITCHEN))).resolves.toEqual({ outcome: 'failed' });
    expect(store.getState().board.boards).toBe(before.board.boards);
    expect(selectActiveCommunicator(store.getState())).toBe(selectActiveCommunicator(before));
    expect(selectActiveBoardId(store.getState())).toBe(KITCHEN);
  });

  it('refuses its author and a board already in the communicator', async () => {
    const author = viewing([asOwner(kitchen)], { ...ada, email: BOB_EMAIL });
    await expect(author.dispatch(copyPublicBoard(KITCHEN))).resolves.toEqual({ outcome: 'refused' });
    const listed = viewing([kitchen, fruit]);
    listed.dispatch(communicatorBoardsChanged({ boards: ['root', KITCHEN] }));
    await expect(listed.dispatch(copyPublicBoard(KITCHEN))).resolves.toEqual({ outcome: 'refused' });
    expect(Object.keys(listed.getState().board.boards)).toEqual([KITCHEN, FRUIT]);
  });

  it('gives a guest copies of their own, with no owner yet', async () => {
    const store = viewing([kitchen, fruit], null);
    await expect(store.dispatch(copyPublicBoard(KITCHEN))).resolves.toMatchObject({ outcome: 'copied' });
    const copies = Object.values(store.getState().board.boards).filter((board) => board.id.length < 14);
    expect(copies.map((board) => board.name).sort()).toEqual(['Fruit', 'Kitchen']);
    for (const copy of copies) expect(copy).not.toHaveProperty('email');
  });
});
