import { uploadMedia } from '../lib/api/upload-media';
import { getDb } from '../lib/db';
import { workSavedBy } from '../lib/db/work-saved';
import { boardForServer } from '../sync/board-media';
import { saveFirstBoard } from './first-board-saver';
import { registerServiceWorker } from './service-worker';
import { startKeyboardLearning } from '../state/keyboard-learning';
import { addLateMiddleware, type AppStore, type RootState } from '../state/store';
import type { AccountSyncOptions } from '../sync/account-sync';
import { startUsageRecording } from '../sync/usage/usage-recording';
import { runWorkSessions } from '../sync/work-sessions';

/**
 * What main.tsx starts once the first board is on screen, loaded as a chunk of its own: saving and syncing the
 * user's work (Dexie, the sync code and the schemas come with it) and the service worker. `startState` is the
 * state the first board was drawn from: anything changed since is saved (see runWorkSessions).
 */
export function startBackgroundWork(store: AppStore, startState: RootState): void {
  // What the user says is learned for the keyboard's prediction from now on (the keyboard board itself loads when opened).
  startKeyboardLearning(store, (middleware) => addLateMiddleware(store, middleware));
  // Pictures and recordings live in the guest database on every account of this device; a board is sent with
  // its media uploaded, so the user's other devices can show it.
  const prepareBoard: NonNullable<AccountSyncOptions['prepareBoard']> = (board, context, notes) =>
    boardForServer(board, {
      db: getDb(),
      upload: (bytes, type, name) => uploadMedia(bytes, type, context.token ?? '', { ...context, ...(name ? { fileName: name } : {}) }),
      onPremiumRefused: notes?.premiumRefused,
    });
  const sessions = runWorkSessions(store, { openDb: getDb, sync: { prepareBoard }, startState });
  workSavedBy(() => sessions.current().persistence.idle());
  // Usage reports (issue 28): recorded in the account's database, for a signed-in user who turned them on.
  startUsageRecording(store, { openDb: (userId) => getDb(userId) });
  void registerServiceWorker(store);
  saveFirstBoard(store);
}
