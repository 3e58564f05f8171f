import { initialLockState, type Board } from '@tessera/core';
import { initialBoardState } from '../state/board-slice';
import type { RootState } from '../state/store';
import { initialUiState } from '../state/ui-slice';

/** Preloaded state of an unlocked device with the given boards of its own, for the edit tests. */
export function unlockedWith(boards: Board[], options: { selecting?: boolean } = {}): Partial<RootState> {
  const board = initialBoardState();
  for (const entry of boards) board.boards[entry.id] = entry;
  return {
    board,
    ui: { ...initialUiState(), lock: { ...initialLockState, isLocked: false }, isSelecting: options.selecting ?? false },
  };
}
