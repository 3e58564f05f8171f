import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { initialAuthState } from './auth-slice';
import { boardChanged, boardsLoaded, selectActiveBoard } from './board-slice';
import { commitBoard } from './commit-board';
import { selectOpenNotification } from './notifications-slice';
import { makeStore } from './store';

const SERVER_ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const bobsBoard: Board = { id: SERVER_ID, name: 'Bob\'s board', email: 'bob@example.org', author: 'Bob', isPublic: true, tiles: [{ id: 't', label: 'Hello' }] };
const ada = { id: 'u1', name: 'Ada', email: 'ada@example.org', authToken: 'token' };

const viewing = (board: Board, user: typeof ada | null) => {
  const store = makeStore({ auth: initialAuthState(user) });
  store.dispatch(boardsLoaded([board]));
  store.dispatch(boardChanged(board.id));
  return store;
};
const relabel = (board: Board, label: string): Board => ({ ...board, tiles: [{ id: 't', label }] });

describe('committing an edit', () => {
  it('changes the user\'s own board in place', () => {
    const own = { ...bobsBoard, email: ada.email, author: ada.name };
    const store = viewing(own, ada);
    const { boardId } = store.dispatch(commitBoard(relabel(own, 'Hi')));
    expect(boardId).toBe(SERVER_ID);
    expect(store.getState().board.boards[SERVER_ID]?.tiles[0]?.label).toBe('Hi');
  });

  it('saves an edit of someone else\'s board as the user\'s own private copy and leaves theirs alone', () => {
    const store = viewing(bobsBoard, ada);
    const { boardId } = store.dispatch(commitBoard(relabel(bobsBoard, 'Hi')));
    expect(boardId).not.toBe(SERVER_ID);
    expect(boardId.length).toBeLessThan(14);
    expect(store.getState().board.boards[SERVER_ID]).toEqual(bobsBoard);
    expect(selectActiveBoard(store.getState())).toMatchObject({ id: boardId, email: ada.email, author: 'Ada', isPublic: false, tiles: [{ label: 'Hi' }] });
    expect(selectOpenNotification(store.getState())?.message.id).toBe('boardEdit.notice.copiedOthersBoard');
  });

  it('gives a guest an ownerless copy of a board from the server', () => {
    const store = viewing(bobsBoard, null);
    const { boardId } = store.dispatch(commitBoard(relabel(bobsBoard, 'Hi')));
    expect(store.getState().board.boards[boardId]).not.toHaveProperty('email');
    expect(store.getState().board.boards[SERVER_ID]?.tiles[0]?.label).toBe('Hello');
  });
});
