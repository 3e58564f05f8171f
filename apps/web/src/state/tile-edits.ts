import { boardForTile, copyTiles, createTiles, deleteTiles, editTiles, pasteTiles, prepareNewTile, type Board, type Tile } from '@tessera/core';
import type { AppThunk } from './app-thunk';
import { boardCreated } from './board-actions';
import { boardChanged, selectActiveBoard, selectBoardById } from './board-slice';
import { commitBoard, newLocalId, nowIso } from './commit-board';
import { editNotices } from './edit-notices';
import { notificationShown } from './notifications-slice';
import { offerBoardCopy } from './others-boards';
import { allTilesSelected, selectCopiedTiles, selectSelectedTileIds, selectionChanged, tilesCopied } from './ui-slice';
import { undoRequested } from './undo-slice';
import { tilesCreated, tilesEdited } from './usage-slice';

// Tile edits of spec 01 §4 on the board on screen; each goes through commitBoard, so it can be undone.

export const selectAllTilesOnBoard =
  (checked: boolean): AppThunk =>
  (dispatch, getState) => {
    const board = selectActiveBoard(getState());
    if (board) dispatch(allTilesSelected({ tiles: board.tiles, checked }));
  };

export const deleteSelectedTiles = (): AppThunk => (dispatch, getState) => {
  const state = getState();
  const board = selectActiveBoard(state);
  const selected = new Set(selectSelectedTileIds(state));
  const ids = board?.tiles.filter((tile) => selected.has(tile.id)).map((tile) => tile.id) ?? [];
  if (!board || ids.length === 0) return;
  const commit = dispatch(commitBoard(deleteTiles(board, ids)));
  if (!commit) return;
  dispatch(selectionChanged([]));
  dispatch(
    notificationShown({
      message: editNotices.tilesDeleted,
      values: { count: ids.length },
      kind: 'info',
      action: { label: editNotices.undo, command: undoRequested({ key: commit.undoKey }) },
    }),
  );
};

export const copySelectedTiles = (): AppThunk => (dispatch, getState) => {
  const state = getState();
  const board = selectActiveBoard(state);
  const copied = board ? copyTiles(board, selectSelectedTileIds(state)) : [];
  if (copied.length > 0) dispatch(tilesCopied(copied));
};

export const pasteCopiedTiles = (): AppThunk => (dispatch, getState) => {
  const state = getState();
  const copied = selectCopiedTiles(state);
  if (copied.length === 0) return;
  try {
    const board = selectActiveBoard(state);
    if (!board) throw new Error('No board to paste into.');
    dispatch(commitBoard(pasteTiles(board, copied, newLocalId)));
  } catch {
    dispatch(notificationShown({ message: editNotices.pasteError, kind: 'warning' }));
  }
};

const owner = (board: Board) => ({
  ...(board.author ? { author: board.author } : {}),
  ...(board.email ? { email: board.email } : {}),
  ...(board.locale ? { locale: board.locale } : {}),
});

/** Folder tiles that open a board of their own get that board, empty, the moment they are saved. */
const createMissingFolderBoards =
  (tiles: readonly Tile[], parent: Board): AppThunk =>
  (dispatch, getState) => {
    for (const tile of tiles) {
      if (!tile.loadBoard || tile.linkedBoard || selectBoardById(getState(), tile.loadBoard)) continue;
      dispatch(boardCreated({ board: boardForTile(tile, owner(parent), new Date()), now: nowIso() }));
    }
  };

/**
 * Saves a tile made in the tile editor (spec 01 §4). A board-type tile creates a new empty board, named by
 * the label, and opens it; the tile stays on the board it was made on, so the new board can be reached again.
 * A folder tile creates its board too, unless it links to an existing one.
 */
export const createTileOnBoard =
  (draft: Tile): AppThunk =>
  (dispatch, getState) => {
    const board = selectActiveBoard(getState());
    // Someone else's board gets no tile, nor the board a folder tile would make: the copy is offered instead.
    if (!board || dispatch(offerBoardCopy(board.id, 'edit'))) return;
    const tile = prepareNewTile(draft, newLocalId);
    dispatch(createMissingFolderBoards([tile], board));
    dispatch(commitBoard(createTiles(board, [tile])));
    dispatch(tilesCreated({ boardId: board.id, tiles: [tile] }));
    if (tile.type === 'board' && tile.loadBoard) dispatch(boardChanged(tile.loadBoard));
  };

/**
 * Saves tiles changed in the tile editor; they keep their places. The selection they were chosen by is done
 * with: kept, the next Delete would remove them too.
 */
export const saveEditedTiles =
  (tiles: readonly Tile[]): AppThunk =>
  (dispatch, getState) => {
    const board = selectActiveBoard(getState());
    if (!board || tiles.length === 0 || dispatch(offerBoardCopy(board.id, 'edit'))) return;
    dispatch(createMissingFolderBoards(tiles, board));
    dispatch(commitBoard(editTiles(board, tiles)));
    dispatch(tilesEdited({ boardId: board.id, tiles: [...tiles] }));
    dispatch(selectionChanged([]));
  };
