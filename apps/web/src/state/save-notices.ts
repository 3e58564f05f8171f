import { storageFailureOf } from '../lib/db';
import { editNotices } from './edit-notices';
import { notificationShown } from './notifications-slice';
import type { AppStore } from './store';

/**
 * The user is told once, in plain words, that saving failed (the disk is full, or another failure); again only after
 * a save has worked since.
 */
export function saveFailureNotices(store: AppStore) {
  let shown = false;
  return {
    failed(error: unknown) {
      if (shown) return;
      shown = true;
      const message = storageFailureOf(error) === 'quota' ? editNotices.storageFull : editNotices.storageFailed;
      store.dispatch(notificationShown({ message, kind: 'error' }));
    },
    saved() {
      shown = false;
    },
  };
}
