import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { boardChanged, boardsLoaded, initialBoardState, selectActiveBoardId, selectBoardById, selectNavHistory, selectRootBoardId } from './board-slice';
import { selectActiveCommunicator } from './communicator-slice';
import { deleteBoard, leaveBoardToDelete, selectCanDeleteBoard } from './delete-board';
import { selectOpenNotification } from './notifications-slice';
import { makeStore } from './store';
import { undoRequested } from './undo-slice';

const parent: Board = {
  id: 'parent',
  name: 'Parent',
  isPublic: false,
  isFixed: true,
  tiles: [
    { id: 'hello', label: 'hello' },
    { id: 'to-child', label: 'Child', loadBoard: 'child' },
  ],
  grid: { rows: 1, columns: 2, order: [['hello', 'to-child']] },
};
const child: Board = { id: 'child', name: 'Child', isPublic: false, tiles: [{ id: 'c1', label: 'inside' }] };
const other: Board = { id: 'other', name: 'Other', isPublic: false, tiles: [{ id: 'again', label: 'Child again', loadBoard: 'child' }] };

/** The user's boards loaded and the child board opened from the parent: history root → parent → child. */
const onChild = () => {
  const store = makeStore();
  store.dispatch(boardsLoaded([parent, child, other]));
  store.dispatch(boardChanged('parent'));
  store.dispatch(boardChanged('child'));
  return store;
};

describe('deleting a board', () => {
  it('is offered for the user’s own boards only, never for the root board or a built-in board', () => {
    const store = onChild();
    const state = store.getState();
    expect(selectCanDeleteBoard(state, 'child')).toBe(true);
    expect(selectCanDeleteBoard(state, selectRootBoardId(state))).toBe(false);
    expect(selectCanDeleteBoard(state, 'food')).toBe(false);
    expect(selectCanDeleteBoard(state, 'no-such-board')).toBe(false);
  });

  it('refuses the root board with the spec message, and the board on screen without a word', () => {
    const store = onChild();
    expect(store.dispatch(deleteBoard('child'))).toBe(false);
    expect(selectBoardById(store.getState(), 'child')).toBeDefined();
    expect(selectOpenNotification(store.getState())).toBeNull();
    expect(store.dispatch(deleteBoard(selectRootBoardId(store.getState())))).toBe(false);
    expect(selectOpenNotification(store.getState())?.message.defaultMessage).toBe('Root Board cannot be deleted');
  });

  it('goes back to the board it was opened from, then deletes it with the folder tiles that open it', () => {
    const store = onChild();
    expect(store.dispatch(leaveBoardToDelete('child'))).toBe(true);
    expect(selectActiveBoardId(store.getState())).toBe('parent');
    expect(store.dispatch(deleteBoard('child'))).toBe(true);
    const state = store.getState();
    expect(selectBoardById(state, 'child')).toBeUndefined();
    expect(selectNavHistory(state)).not.toContain('child');
    expect(selectActiveCommunicator(state).boards).not.toContain('child');
    expect(selectBoardById(state, 'parent')?.tiles.map((tile) => tile.id)).toEqual(['hello']);
    expect(selectBoardById(state, 'parent')?.grid?.order).toEqual([['hello', null]]);
    expect(selectBoardById(state, 'other')?.tiles).toEqual([]);
    expect(selectOpenNotification(state)?.message.defaultMessage).toBe('Board permanently deleted');
  });

  it('Undo on the notice brings back the board and the folder tiles, in their cells', () => {
    const store = onChild();
    const boardsBefore = store.getState().board.boards;
    const communicatorBefore = selectActiveCommunicator(store.getState()).boards;
    store.dispatch(leaveBoardToDelete('child'));
    store.dispatch(deleteBoard('child'));
    const undo = selectOpenNotification(store.getState())?.action?.command;
    expect(undo).toEqual(undoRequested({ key: expect.any(Number) as number }));
    store.dispatch(undo!);
    const state = store.getState();
    for (const id of ['parent', 'child', 'other']) {
      const { lastEdited: _restoredAt, ...restored } = selectBoardById(state, id)!;
      expect(restored).toEqual(boardsBefore[id]);
    }
    expect(selectActiveCommunicator(state).boards).toEqual(communicatorBefore);
    expect(selectActiveBoardId(state)).toBe('parent');
  });

  it('goes to the root board when the board was opened directly', () => {
    const board = initialBoardState();
    const direct = makeStore({ board: { ...board, boards: { child }, navHistory: ['child'], activeBoardId: 'child' } });
    expect(direct.dispatch(leaveBoardToDelete('child'))).toBe(true);
    expect(selectActiveBoardId(direct.getState())).toBe(selectRootBoardId(direct.getState()));
    expect(direct.dispatch(leaveBoardToDelete(selectRootBoardId(direct.getState())))).toBe(false);
  });
});
