// The sync of the signed-in user's work with the account (see README.md): what the rest of the app uses of it.
export { Outbox, type OutboxKind } from './outbox';
export { retryDelayMs, FIRST_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS } from './plan/backoff';
export { keepConflict, listConflicts, removeConflict, renameConflicts, MAX_CONFLICTS_PER_BOARD } from './conflicts';
export { syncRequests, type SyncRequests } from './sync-requests';
