import type { Board, PremiumRefusal } from '@tessera/core';
import type { RequestContext } from '../lib/api/request-json';
import type { TesseraDb } from '../lib/db';
import type { AppStore } from '../state/store';
import type { Outbox } from './outbox';
import type { SyncRequests } from './sync-requests';

/** What the sync's steps (a pull, a send, a live update) work with, handed down by startAccountSync. */
export interface SyncContext {
  store: AppStore;
  /** The signed-in account's database. */
  db: TesseraDb;
  outbox: Outbox;
  requests: SyncRequests;
  /** The token, the device's name and where the API is, read at the moment of the call. */
  context: () => RequestContext;
  userEmail: string;
  /** False once the user logged out or the sync stopped: answers that come later are dropped. */
  isCurrent: () => boolean;
  now: () => number;
  /** Readies a board for the server (its pictures and recordings uploaded); the board as it is by default. */
  prepareBoard?: PrepareBoard | undefined;
}

/**
 * What a board's preparation tells the send: the board goes without a file the server wants premium for (a recorded
 * sound, 402); `fresh` when the server said so just now rather than earlier in this session.
 */
export interface PreparationNotes {
  premiumRefused: (refusal: PremiumRefusal, fresh: boolean) => void;
}

export type PrepareBoard = (board: Board, context: RequestContext, notes?: PreparationNotes) => Promise<Board>;
