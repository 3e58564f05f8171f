import { builtInBoardsById } from '@tessera/content';
import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { boardChanged, boardsLoaded, selectActiveBoard, selectBoardById } from './board-slice';
import { selectActiveCommunicator } from './communicator-slice';
import { selectOpenNotification } from './notifications-slice';
import { makeStore } from './store';
import { copySelectedTiles, createTileOnBoard, deleteSelectedTiles, pasteCopiedTiles, saveEditedTiles, selectAllTilesOnBoard } from './tile-edits';
import { selectCopiedTiles, selectSelectedTileIds, tileSelectionToggled } from './ui-slice';
import { undoRequested } from './undo-slice';

const board: Board = {
  id: 'mine',
  name: 'Mine',
  isPublic: false,
  tiles: ['a', 'b', 'c'].map((id) => ({ id, label: id.toUpperCase(), type: 'button' as const })),
};

const onMyBoard = () => {
  const store = makeStore();
  store.dispatch(boardsLoaded([board]));
  store.dispatch(boardChanged('mine'));
  return store;
};
const labels = (store: ReturnType<typeof makeStore>) => selectActiveBoard(store.getState())?.tiles.map((tile) => tile.label);

describe('tile edits', () => {
  it('select all selects every tile of the board, or clears', () => {
    const store = onMyBoard();
    store.dispatch(selectAllTilesOnBoard(true));
    expect(selectSelectedTileIds(store.getState())).toEqual(['a', 'b', 'c']);
    store.dispatch(selectAllTilesOnBoard(false));
    expect(selectSelectedTileIds(store.getState())).toEqual([]);
  });

  it('copies the selection and pastes new tiles with new ids', () => {
    const store = onMyBoard();
    store.dispatch(tileSelectionToggled('c'));
    store.dispatch(tileSelectionToggled('a'));
    store.dispatch(copySelectedTiles());
    expect(selectCopiedTiles(store.getState()).map((tile) => tile.id)).toEqual(['a', 'c']);
    store.dispatch(pasteCopiedTiles());
    const tiles = selectActiveBoard(store.getState())?.tiles ?? [];
    expect(tiles.map((tile) => tile.label)).toEqual(['A', 'B', 'C', 'A', 'C']);
    expect(new Set(tiles.map((tile) => tile.id)).size).toBe(5);
  });

  it('shows the spec warning when a paste fails', () => {
    const store = onMyBoard();
    store.dispatch(tileSelectionToggled('a'));
    store.dispatch(copySelectedTiles());
    store.dispatch(boardChanged('no-such-board'));
    store.dispatch(pasteCopiedTiles());
    expect(selectOpenNotification(store.getState())?.message.defaultMessage).toBe('WARNING: There was an error on tiles paste.');
  });

  it('deletes the selected tiles, says how many, and Undo on the notice brings them back', () => {
    const store = onMyBoard();
    store.dispatch(tileSelectionToggled('a'));
    store.dispatch(tileSelectionToggled('b'));
    store.dispatch(deleteSelectedTiles());
    expect(labels(store)).toEqual(['C']);
    expect(selectSelectedTileIds(store.getState())).toEqual([]);
    const notice = selectOpenNotification(store.getState());
    expect(notice?.values).toEqual({ count: 2 });
    expect(notice?.action?.command).toBeDefined();
    store.dispatch(notice!.action!.command);
    expect(labels(store)).toEqual(['A', 'B', 'C']);
  });

  it('undoes the latest edit first, one step at a time', () => {
    const store = onMyBoard();
    store.dispatch(tileSelectionToggled('a'));
    store.dispatch(deleteSelectedTiles());
    store.dispatch(tileSelectionToggled('b'));
    store.dispatch(deleteSelectedTiles());
    expect(labels(store)).toEqual(['C']);
    store.dispatch(undoRequested());
    expect(labels(store)).toEqual(['B', 'C']);
    store.dispatch(undoRequested());
    expect(labels(store)).toEqual(['A', 'B', 'C']);
    store.dispatch(undoRequested());
    expect(labels(store)).toEqual(['A', 'B', 'C']);
  });

  it('a built-in board that is edited becomes the user’s copy under the same id', () => {
    const store = makeStore();
    store.dispatch(boardChanged('fruit'));
    const builtIn = builtInBoardsById.get('fruit')!;
    store.dispatch(tileSelectionToggled(builtIn.tiles[0]!.id));
    store.dispatch(deleteSelectedTiles());
    expect(store.getState().board.boards.fruit?.tiles).toHaveLength(builtIn.tiles.length - 1);
    expect(builtInBoardsById.get('fruit')?.tiles).toHaveLength(builtIn.tiles.length);
    expect(store.getState().board.boards.fruit?.lastEdited).toEqual(expect.any(String));
  });

  it('never overwrites a reserved board: the edit becomes a copy with a new id that the communicator’s root follows', () => {
    const store = makeStore();
    const root = builtInBoardsById.get('root')!;
    store.dispatch(createTileOnBoard({ id: 'new1', type: 'button', label: 'Hello' }));
    const state = store.getState();
    expect(state.board.boards.root).toBeUndefined();
    const copyId = selectActiveCommunicator(state).rootBoard;
    expect(copyId).not.toBe('root');
    expect(copyId.length).toBeLessThan(14);
    expect(state.board.activeBoardId).toBe(copyId);
    expect(state.board.navHistory).toEqual([copyId]);
    expect(selectBoardById(state, copyId)?.tiles.map((tile) => tile.label)).toContain('Hello');
    // The built-in board stays as it was built, and its id now opens the user's copy, which names it as its origin.
    expect(builtInBoardsById.get('root')).toBe(root);
    expect(root.tiles.map((tile) => tile.label)).not.toContain('Hello');
    expect(selectBoardById(state, 'root')).toMatchObject({ id: copyId, originId: 'root' });
    // The next edit goes to the copy, not to yet another one.
    store.dispatch(createTileOnBoard({ id: 'new2', type: 'button', label: 'Bye' }));
    expect(selectActiveCommunicator(store.getState()).rootBoard).toBe(copyId);
    expect(
      selectBoardById(store.getState(), copyId)
        ?.tiles.slice(-2)
        .map((tile) => tile.label),
    ).toEqual(['Hello', 'Bye']);
  });

  it('a board-type tile creates a new empty board named by the label, stays on the board linking to it, and opens it', () => {
    const store = onMyBoard();
    store.dispatch(createTileOnBoard({ id: 'nb', type: 'board', label: 'Park' }));
    const state = store.getState();
    const created = selectActiveBoard(state);
    expect(created).toMatchObject({ name: 'Park', tiles: [] });
    expect(created?.id).not.toBe('mine');
    expect(state.board.navHistory).toEqual(['root', 'mine', created?.id]);
    expect(selectActiveCommunicator(state).boards).toContain(created?.id);
    const tiles = selectBoardById(state, 'mine')?.tiles ?? [];
    expect(tiles).toHaveLength(4);
    expect(tiles[3]).toMatchObject({ type: 'board', label: 'Park', loadBoard: created?.id });
  });

  it('a folder tile gets a generated loadBoard and its own empty board; a linked folder opens the chosen board', () => {
    const store = onMyBoard();
    store.dispatch(createTileOnBoard({ id: 'f1', type: 'folder', label: 'Snacks' }));
    const folder = selectActiveBoard(store.getState())?.tiles.find((tile) => tile.id === 'f1');
    expect(folder).toMatchObject({ type: 'folder', linkedBoard: false, backgroundColor: '#bbdefb' });
    expect(selectBoardById(store.getState(), folder!.loadBoard!)).toMatchObject({ name: 'Snacks', tiles: [] });
    const before = Object.keys(store.getState().board.boards).length;
    store.dispatch(createTileOnBoard({ id: 'f2', type: 'folder', label: 'Food', loadBoard: 'food', linkedBoard: true }));
    expect(Object.keys(store.getState().board.boards)).toHaveLength(before + 0);
    expect(selectActiveBoard(store.getState())?.tiles.find((tile) => tile.id === 'f2')?.loadBoard).toBe('food');
  });

  it('saving edited tiles keeps their places and is shown at once', () => {
    const store = onMyBoard();
    store.dispatch(saveEditedTiles([{ id: 'b', label: 'Bee', type: 'button' }]));
    expect(labels(store)).toEqual(['A', 'Bee', 'C']);
  });

  it('saving edited tiles clears the selection they were chosen by, so the next Delete removes only what is chosen then', () => {
    const store = onMyBoard();
    store.dispatch(tileSelectionToggled('a'));
    store.dispatch(tileSelectionToggled('b'));
    store.dispatch(
      saveEditedTiles([
        { id: 'a', label: 'Ant', type: 'button' },
        { id: 'b', label: 'Bee', type: 'button' },
      ]),
    );
    expect(selectSelectedTileIds(store.getState())).toEqual([]);
    store.dispatch(tileSelectionToggled('c'));
    store.dispatch(deleteSelectedTiles());
    expect(labels(store)).toEqual(['Ant', 'Bee']);
  });
});
