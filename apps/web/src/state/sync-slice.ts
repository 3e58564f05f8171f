import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The small sync status the navigation bar shows for a signed-in user: `synced` (nothing waiting), `syncing`
 * (sending or fetching now), `pending` (changes waiting, e.g. between retries) and `failed` (the last try
 * failed: the changes are kept on this device and retried; the user can retry at once).
 */
export type SyncPhase = 'synced' | 'syncing' | 'pending' | 'failed';

export interface SyncState {
  phase: SyncPhase;
  /** Changes waiting for the server. */
  pending: number;
  /** Why the last try failed, in words for the user. */
  lastError: string | null;
  lastSyncedAt: string | null;
  /** Earlier versions kept after a sync conflict, which the user can bring back. */
  conflicts: number;
  /** Counts the user's requests to sync now; sync/ follows it. */
  requests: number;
}

const initialState = (): SyncState => ({ phase: 'synced', pending: 0, lastError: null, lastSyncedAt: null, conflicts: 0, requests: 0 });

export const syncSlice = createSlice({
  name: 'sync',
  initialState,
  reducers: {
    syncStatusChanged(state, action: PayloadAction<Partial<SyncState>>) {
      Object.assign(state, action.payload);
    },
    /** The user asked for a sync now (the status dialog's retry). sync/ listens for it. */
    syncRequested(state) {
      state.requests += 1;
    },
  },
  selectors: {
    selectSync: (state) => state,
  },
});

export const { syncStatusChanged, syncRequested } = syncSlice.actions;
export const { selectSync } = syncSlice.selectors;
