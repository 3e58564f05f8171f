import { initialLockState, type Board } from '@tessera/core';
import { initialBoardState } from '../app/store/board-slice';
import type { RootState } from '../app/store/store';
import { initialUiState } from '../app/store/ui-slice';

/** Preloaded state of an unlocked device with the given boards of its own, for the edit tests. */
export function unlockedWith(boards: Board[], options: { selecting?: boolean } = {}): Partial<RootState> {
  const board = initialBoardState();
  for (const entry of boards) board.boards[entry.id] = entry;
  return {
    board,
    ui: { ...initialUiState(), lock: { ...initialLockState, isLocked: false }, isSelecting: options.selecting ?? false },
  };
}
