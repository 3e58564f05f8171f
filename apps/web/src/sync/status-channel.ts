import type { SyncState } from '../state/sync-slice';

/**
 * The tab that talks to the server (leader.ts) tells the account's other tabs how the sync stands, so every tab's
 * status button says the same.
 */
const channelName = (userId: string) => `tessera-sync-status:${userId}`;

export function shareStatus(userId: string, status: Partial<SyncState>): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName(userId));
  channel.postMessage(status);
  channel.close();
}

/** Shows the leading tab's status here; answers the function that stops it (when this tab leads itself). */
export function followStatus(userId: string, show: (status: Partial<SyncState>) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(channelName(userId));
  channel.onmessage = (event: MessageEvent<Partial<SyncState>>) => show(event.data);
  return () => channel.close();
}
