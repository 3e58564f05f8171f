import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import {
  boardChanged,
  boardOnScreenReplaced,
  boardSwitched,
  boardsLoaded,
  previousBoard,
  selectActiveBoard,
  selectCanGoBack,
  selectNavHistory,
  selectResolvedBoardId,
  selectRootBoardId,
  toRootBoard,
} from './board-slice';
import { makeStore } from './store';

const fixedBoard: Board = { id: 'fixed1', name: 'Fixed', isPublic: false, isFixed: true, tiles: [], grid: { rows: 1, columns: 1, order: [[null]] } };

describe('board slice', () => {
  it("starts on the default communicator's root board", () => {
    const state = makeStore().getState();
    expect(selectRootBoardId(state)).toBe('root');
    expect(state.board.activeBoardId).toBe('root');
    expect(selectNavHistory(state)).toEqual(['root']);
    expect(selectCanGoBack(state)).toBe(false);
    expect(selectActiveBoard(state)?.tiles.length).toBeGreaterThan(0);
  });

  it('opens boards on top of the history, goes back, and goes home', () => {
    const store = makeStore();
    store.dispatch(boardChanged('food'));
    store.dispatch(boardChanged('fruit'));
    expect(selectNavHistory(store.getState())).toEqual(['root', 'food', 'fruit']);
    expect(selectCanGoBack(store.getState())).toBe(true);
    store.dispatch(previousBoard());
    expect(store.getState().board.activeBoardId).toBe('food');
    store.dispatch(boardChanged('fruit'));
    store.dispatch(toRootBoard());
    expect(selectNavHistory(store.getState())).toEqual(['root']);
    store.dispatch(previousBoard());
    expect(store.getState().board.activeBoardId).toBe('root');
  });

  it('switching starts a new history; changing takes isFixed from the board', () => {
    const store = makeStore();
    store.dispatch(boardsLoaded([fixedBoard]));
    store.dispatch(boardChanged('fixed1'));
    expect(store.getState().board.isFixed).toBe(true);
    store.dispatch(boardSwitched('food'));
    expect(selectNavHistory(store.getState())).toEqual(['food']);
  });

  it('puts the board an address now opens in place of the one on screen, with its isFixed; a board not on screen stays', () => {
    const store = makeStore();
    store.dispatch(boardsLoaded([fixedBoard]));
    store.dispatch(boardChanged('food'));
    store.dispatch(boardOnScreenReplaced({ previousId: 'root', nextId: 'fixed1' }));
    expect(selectNavHistory(store.getState())).toEqual(['root', 'food']);
    store.dispatch(boardOnScreenReplaced({ previousId: 'food', nextId: 'fixed1' }));
    expect(selectNavHistory(store.getState())).toEqual(['root', 'fixed1']);
    expect(store.getState().board).toMatchObject({ activeBoardId: 'fixed1', isFixed: true });
  });

  it('a local board takes the place of the built-in one with its id', () => {
    const store = makeStore();
    store.dispatch(boardsLoaded([{ ...fixedBoard, id: 'root', name: 'My home' }]));
    expect(selectActiveBoard(store.getState())?.name).toBe('My home');
  });

  it('resolves a route id to that board, else the root board', () => {
    const state = makeStore().getState();
    expect(selectResolvedBoardId(state, 'food')).toBe('food');
    expect(selectResolvedBoardId(state, 'no-such-board')).toBe('root');
    expect(selectResolvedBoardId(state, undefined)).toBe('root');
  });
});
