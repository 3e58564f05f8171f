import { readSavedWorkAtStart } from '../lib/db/saved-work-at-start';
import { initialBoardState } from './board-slice';
import { initialCommunicatorState } from './communicator-slice';
import type { RootState } from './store';

/**
 * The user's saved boards and communicators as preloaded store state, read before the first board renders so
 * an edited home board never flashes its built-in version. Built-in boards need no database: with nothing
 * saved (or no usable storage) this is empty and the app starts on the shipped boards. `databaseName` is the
 * guest's or the signed-in account's (lib/db's databaseNameFor); Dexie is not needed for this read.
 */
export async function loadSavedState(databaseName: string): Promise<Partial<RootState>> {
  let saved;
  try {
    saved = await readSavedWorkAtStart(databaseName);
  } catch {
    return {};
  }
  if (saved.boards.length === 0 && saved.communicators.length === 0) return {};
  const communicator = initialCommunicatorState();
  for (const entry of saved.communicators) communicator.communicators[entry.id] = entry;
  if (saved.activeCommunicatorId && communicator.communicators[saved.activeCommunicatorId]) communicator.activeCommunicatorId = saved.activeCommunicatorId;
  const root = communicator.communicators[communicator.activeCommunicatorId]?.rootBoard;
  const board = initialBoardState(root);
  for (const entry of saved.boards) board.boards[entry.id] = entry;
  return { board, communicator };
}
