import type { RequestContext } from '../lib/api/request-json';
import type { TesseraDb } from '../lib/db';
import type { Outbox, SyncRequests } from './';
import type { AppStore } from '../state/store';

/** What the sync's steps (a pull, a send) work with, handed down by startAccountSync. */
export interface SyncContext {
  store: AppStore;
  /** The signed-in account's database. */
  db: TesseraDb;
  outbox: Outbox;
  requests: SyncRequests;
  /** The token and where the API is, read at the moment of the call. */
  context: () => RequestContext;
  userEmail: string;
  /** False once the user logged out or the sync stopped: answers that come later are dropped. */
  isCurrent: () => boolean;
  /** Applies the server's answers without queuing them back to the server. */
  applyRemote: (apply: () => void) => void;
}
