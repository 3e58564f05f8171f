import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { builtInBoardsById } from '@tessera/content';
import { initialAuthState } from './auth-slice';
import { boardChanged, boardsLoaded } from './board-slice';
import { commitBoard } from './commit-board';
import { makeStore } from './store';
import { selectBlockedPrivateBoard, selectCopyPublicBoard } from './ui-slice';

const SERVER_ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const bobsBoard: Board = { id: SERVER_ID, name: "Bob's board", email: 'bob@example.org', author: 'Bob', isPublic: true, tiles: [{ id: 't', label: 'Hello' }] };
const ada = { id: 'u1', name: 'Ada', email: 'ada@example.org', authToken: 'token' };

const viewing = (board: Board, user: typeof ada | null) => {
  const store = makeStore({ auth: initialAuthState(user) });
  store.dispatch(boardsLoaded([board]));
  store.dispatch(boardChanged(board.id));
  return store;
};
const relabel = (board: Board, label: string): Board => ({ ...board, tiles: [{ id: 't', label }] });

describe('committing an edit', () => {
  it("changes the user's own board in place", () => {
    const own = { ...bobsBoard, email: ada.email, author: ada.name };
    const store = viewing(own, ada);
    expect(store.dispatch(commitBoard(relabel(own, 'Hi')))?.boardId).toBe(SERVER_ID);
    expect(store.getState().board.boards[SERVER_ID]?.tiles[0]?.label).toBe('Hi');
  });

  it("leaves someone else's public board alone and offers a copy instead", () => {
    const store = viewing(bobsBoard, ada);
    expect(store.dispatch(commitBoard(relabel(bobsBoard, 'Hi')))).toBeNull();
    expect(store.getState().board.boards[SERVER_ID]).toEqual(bobsBoard);
    expect(Object.keys(store.getState().board.boards)).toEqual([SERVER_ID]);
    expect(selectCopyPublicBoard(store.getState())).toEqual({ boardId: SERVER_ID, trigger: 'edit' });
  });

  it("blocks an edit of someone else's private board with the ask-the-author dialog, a guest's too", () => {
    const store = viewing({ ...bobsBoard, isPublic: false }, null);
    expect(store.dispatch(commitBoard(relabel(bobsBoard, 'Hi')))).toBeNull();
    expect(store.getState().board.boards[SERVER_ID]?.tiles[0]?.label).toBe('Hello');
    expect(selectBlockedPrivateBoard(store.getState())).toBe(SERVER_ID);
    expect(selectCopyPublicBoard(store.getState())).toBeNull();
  });

  it('lets the user change a built-in board, which has no owner, under its id', () => {
    const builtIn = builtInBoardsById.get('emotions')!;
    const store = viewing(builtIn, ada);
    const commit = store.dispatch(commitBoard({ ...builtIn, name: 'Feelings' }));
    expect(commit?.boardId).toBe('emotions');
    expect(store.getState().board.boards['emotions']?.name).toBe('Feelings');
    // And so it stays.
    expect(store.dispatch(commitBoard({ ...builtIn, name: 'My feelings' }))?.boardId).toBe('emotions');
    expect(selectCopyPublicBoard(store.getState())).toBeNull();
  });
});
