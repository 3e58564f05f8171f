import { isLocalBoardId, type Board, type PremiumRefusal } from '@tessera/core';
import { isApiError, failureMessage } from '../lib/api/api-error';
import type { OutboxRecord } from '../lib/db';
import { premiumRefusalOf } from '../lib/api/premium-refusal';
import { premiumRefused } from '../state/premium-slice';
import { notificationShown } from '../state/notifications-slice';
import { remoteBoardsArrived } from '../state/sync-actions';
import { boardSaved } from '../state/board-actions';
import { bases } from './bases';
import { keepConflict } from './conflicts';
import type { SyncContext } from './sync-context';
import { syncNotices } from './sync-notices';
import { settingsErrors } from '../state/settings-errors';

export type SendOutcome =
  | { kind: 'sent' }
  /**
   * Could not reach the server (or it failed, or asked to wait): the entry stays and is tried again later, not before
   * `retryAfterMs` when the server said how long to wait (429 with Retry-After).
   */
  | { kind: 'retry'; message: string; retryAfterMs?: number | undefined }
  /** The session ended (403). */
  | { kind: 'forbidden' }
  /** The user changed or logged out while the entry was on its way: nothing more to do here. */
  | { kind: 'stop' };

const statusOf = (error: unknown): number => (isApiError(error) ? error.status : 0);

/** Worth another try later: no answer, a server error, a timeout, too many requests, or a full server disk (507). */
export const isRetryable = (error: unknown): boolean =>
  !isApiError(error) || error.kind === 'network' || error.status >= 500 || error.status === 408 || error.status === 429;

/**
 * What a failed send means for its entry: a retry, the end of the session, or a refusal that drops it with the
 * spec's failure notice, or the subscribe banner for a premium feature refused (402). A board deleted on another
 * device (410) goes here too, its unsent version kept.
 */
export async function failedSend(entry: OutboxRecord, error: unknown, sync: SyncContext): Promise<SendOutcome> {
  if (!sync.isCurrent()) return { kind: 'stop' };
  if (statusOf(error) === 403) return { kind: 'forbidden' };
  if (isApiError(error) && error.kind === 'unauthenticated') return { kind: 'stop' };
  if (isRetryable(error)) {
    // A settings send that broke here, not on the way (a fault of ours): said once, and the entry still waits
    // for its next try, the settings kept on this device.
    if (entry.kind === 'settings' && !isApiError(error) && entry.attempts === 0) {
      console.error(error);
      sync.store.dispatch(notificationShown({ message: settingsErrors.unexpected, kind: 'error' }));
    }
    return {
      kind: 'retry',
      message: failureMessage(error, 'Unable to contact server. Try in a moment'),
      retryAfterMs: isApiError(error) ? error.retryAfterMs : undefined,
    };
  }
  const refusal = premiumRefusalOf(error);
  if (refusal) {
    // A premium feature the server refused (publishing, copying a public board): the subscribe banner says why. A
    // board published here goes back to private, and is sent so with the rest of its changes.
    sync.store.dispatch(premiumRefused(refusal));
    await sync.db.outbox.delete(entry.seq ?? -1);
    if (entry.kind === 'board') await keepPrivate(entry.recordId, sync);
    return { kind: 'sent' };
  }
  if (statusOf(error) === 410) {
    await boardGone(entry.recordId, sync);
  } else if (entry.kind === 'phrases') {
    // The phrase history is this server's own call: a server without it (404) or refusing it keeps the phrases on
    // this device, unsent, and the user is not troubled; the next phrase tries again.
    console.warn('phrase history not sent', error);
  } else {
    const notice =
      entry.kind === 'settings'
        ? settingsErrors.updateFailed
        : entry.kind === 'communicator'
          ? syncNotices.communicatorFailed
          : entry.kind === 'board-delete'
            ? syncNotices.deleteFailed
            : isLocalBoardId(entry.recordId)
              ? syncNotices.createFailed
              : syncNotices.updateFailed;
    sync.store.dispatch(notificationShown({ message: notice, kind: 'error' }));
  }
  await sync.db.outbox.delete(entry.seq ?? -1);
  return { kind: 'sent' };
}

/** How many boards a notice names; more are "…". */
const NAMED_AT_MOST = 5;

/**
 * Boards sent without recorded sounds the server takes only with premium (402; an import's, say): the subscribe
 * banner with the server's reason, and one notice naming the boards. Their tiles keep their words, and the sounds stay
 * on this device.
 */
export function mediaKeptForPremium(boards: readonly { name: string; refusal: PremiumRefusal }[], sync: SyncContext): void {
  const [first] = boards;
  if (!first) return;
  const names = [...new Set(boards.map((board) => board.name))];
  const shown = names.length > NAMED_AT_MOST ? [...names.slice(0, NAMED_AT_MOST), '…'] : names;
  const lang = sync.store.getState().language.lang;
  sync.store.dispatch(premiumRefused(first.refusal));
  sync.store.dispatch(
    notificationShown({
      message: syncNotices.soundsNotUploaded,
      values: { boards: new Intl.ListFormat(lang, { type: 'unit' }).format(shown) },
      kind: 'warning',
    }),
  );
}

/**
 * Publishing was refused (402): a board public on this device, and not on the server, is private again here, with a
 * notice naming it. Saved as an edit of the board, so it is queued and sent again, private: nothing else the user
 * changed is lost with the refused publish.
 */
async function keepPrivate(boardId: string, sync: SyncContext): Promise<void> {
  const board = sync.store.getState().board.boards[boardId];
  if (board?.isPublic !== true) return;
  const agreed = await bases.get<Board>(sync.db, 'board', boardId);
  if (agreed?.record.isPublic === true) return;
  sync.store.dispatch(boardSaved({ board: { ...board, isPublic: false }, now: new Date(sync.now()).toISOString() }));
  sync.store.dispatch(notificationShown({ message: syncNotices.keptPrivate, values: { name: board.name }, kind: 'warning' }));
}

/** The board was deleted on another device: it goes here too, and this device's unsent version is kept. */
async function boardGone(boardId: string, sync: SyncContext): Promise<void> {
  const board = sync.store.getState().board.boards[boardId];
  if (board) await keepConflict(sync.db, board, 'deleted', sync.now());
  sync.store.dispatch(remoteBoardsArrived({ arrivals: [], deletedIds: [boardId], userEmail: sync.userEmail }));
  sync.store.dispatch(notificationShown({ message: syncNotices.deletedElsewhere, kind: 'warning' }));
}
