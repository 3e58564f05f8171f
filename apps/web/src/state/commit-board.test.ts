import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { initialAuthState } from './auth-slice';
import { boardChanged, boardsLoaded } from './board-slice';
import { commitBoard } from './commit-board';
import { makeStore } from './store';
import { selectBlockedPrivateBoard, selectCopyPublicBoard } from './ui-slice';

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
    expect(store.dispatch(commitBoard(relabel(own, 'Hi')))?.boardId).toBe(SERVER_ID);
    expect(store.getState().board.boards[SERVER_ID]?.tiles[0]?.label).toBe('Hi');
  });

  it('leaves someone else\'s public board alone and offers a copy instead', () => {
    const store = viewing(bobsBoard, ada);
    expect(store.dispatch(commitBoard(relabel(bobsBoard, 'Hi')))).toBeNull();
    expect(store.getState().board.boards[SERVER_ID]).toEqual(bobsBoard);
    expect(Object.keys(store.getState().board.boards)).toEqual([SERVER_ID]);
    expect(selectCopyPublicBoard(store.getState())).toEqual({ boardId: SERVER_ID, trigger: 'edit' });
  });

  it('blocks an edit of someone else\'s private board with the ask-the-author dialog, a guest\'s too', () => {
    const store = viewing({ ...bobsBoard, isPublic: false }, null);
    expect(store.dispatch(commitBoard(relabel(bobsBoard, 'Hi')))).toBeNull();
    expect(store.getState().board.boards[SERVER_ID]?.tiles[0]?.label).toBe('Hello');
    expect(selectBlockedPrivateBoard(store.getState())).toBe(SERVER_ID);
    expect(selectCopyPublicBoard(store.getState())).toBeNull();
  });

  it('lets the user change a board nobody owns (a built-in board kept under a long id), under its id', () => {
    const builtIn: Board = { id: 'spanish-greetings', name: 'Saludos', isPublic: false, tiles: [{ id: 't', label: 'Hola' }] };
    const store = viewing(builtIn, ada);
    const commit = store.dispatch(commitBoard({ ...builtIn, name: 'Charla' }));
    expect(commit?.boardId).toBe('spanish-greetings');
    expect(store.getState().board.boards['spanish-greetings']?.name).toBe('Charla');
    // And so it stays.
    expect(store.dispatch(commitBoard({ ...builtIn, name: 'Charlas' }))?.boardId).toBe('spanish-greetings');
    expect(selectCopyPublicBoard(store.getState())).toBeNull();
  });
});
