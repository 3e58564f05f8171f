// Sync of the signed-in user's work with the server: the persistent outbox, its backoff, kept conflict versions
// and the calls, beside the store side (what to queue, how answers change the boards).
export { Outbox, type OutboxKind } from './outbox';
export { retryDelayMs, FIRST_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS } from './backoff';
export { keepConflict, listConflicts, removeConflict, renameConflicts, MAX_CONFLICTS_PER_BOARD } from './conflicts';
export { syncRequests, type DeletedBoards, type SyncRequests } from './sync-requests';
