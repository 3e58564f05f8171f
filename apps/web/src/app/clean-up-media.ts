import { getDb, type TesseraDb } from '../lib/db';
import { deleteUnusedMedia } from '../lib/db/media-cleanup';
import { mediaRefsOf } from '../lib/db/media-refs';
import type { AppStore, RootState } from '../state/store';
import { selectCopiedTiles } from '../state/ui-slice';
import { selectUndoEntries } from '../state/undo-slice';

const ONCE_A_DAY_MS = 24 * 60 * 60 * 1000;
const LAST_RUN_KEY = 'media.cleanedAt';

/** The `media:` refs held in memory only: the boards not yet written, the undo stack, the clipboard. */
export const mediaHeldInMemory = (state: RootState): Set<string> =>
  mediaRefsOf([...Object.values(state.board.boards), ...selectUndoEntries(state).flatMap((entry) => entry.boards), { tiles: selectCopiedTiles(state) }]);

/**
 * Deletes this device's unused pictures and recordings (older than a day, so a slip can still be undone), at most
 * once a day. The user's own pictures in the symbol search count as used: they are found there again.
 */
export async function cleanUpMedia(store: AppStore, db: TesseraDb = getDb(), now = Date.now()): Promise<number | null> {
  const last = Number((await db.meta.get(LAST_RUN_KEY))?.value ?? 0);
  if (now - last < ONCE_A_DAY_MS) return null;
  const { loadUserSymbols } = await import('../lib/symbols');
  const ownSymbols = (await loadUserSymbols()).map((symbol) => symbol.src);
  const deleted = await deleteUnusedMedia(db, { now, keep: [...ownSymbols, ...mediaHeldInMemory(store.getState())] });
  if (deleted !== null) await db.meta.put({ key: LAST_RUN_KEY, value: String(now) });
  return deleted;
}
