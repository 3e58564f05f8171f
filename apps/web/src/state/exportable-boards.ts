import { createSelector } from '@reduxjs/toolkit';
import { IMPORT_LIMITS, type Board } from '@tessera/core';
import { selectBoardById, selectRootBoardId } from './board-slice';
import { selectActiveCommunicator } from './communicator-slice';
import { selectMyBoards } from './my-boards';
import type { RootState } from './store';

/**
 * The boards an export of "all boards" holds (spec 02 §2): the communicator's, the user's own, and every board they
 * open, each once, root first. Links name the board each opens on this device (the user's copy of a built-in board
 * where there is one), so they lead to each other inside the file. At most as many as an import takes back.
 */
export const selectExportableBoards = createSelector(
  [(state: RootState) => state.board, (state: RootState) => state.communicator, selectActiveCommunicator, selectMyBoards],
  (board, communicator, active, mine): Board[] => {
    const resolve = (id: string) => selectBoardById({ board }, id);
    const root = selectRootBoardId({ board, communicator });
    const found = new Map<string, Board>();
    const queue = [root, ...active.boards, ...mine.map((own) => own.id)];
    for (let id = queue.shift(); id !== undefined && found.size < IMPORT_LIMITS.maxBoards; id = queue.shift()) {
      const next = resolve(id);
      if (!next || found.has(next.id)) continue;
      const tiles = next.tiles.map((tile) => {
        const target = tile.loadBoard === undefined ? undefined : resolve(tile.loadBoard)?.id;
        return target === undefined || target === tile.loadBoard ? tile : { ...tile, loadBoard: target };
      });
      found.set(next.id, tiles.some((tile, i) => tile !== next.tiles[i]) ? { ...next, tiles } : next);
      for (const tile of tiles) if (tile.loadBoard) queue.push(tile.loadBoard);
    }
    return [...found.values()];
  },
);
