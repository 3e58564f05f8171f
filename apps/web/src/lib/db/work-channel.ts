/**
 * Tabs of the app on one device share the work in IndexedDB: a tab that saved changes tells the others which
 * records changed (BroadcastChannel, one channel per database), and they read those records back, so every tab
 * shows the same boards and an edit made in one is never overwritten by a stale copy in another.
 */
export interface WorkChanged {
  boards: string[];
  communicators: string[];
  /** The active communicator changed. */
  active: boolean;
  /** Changes were queued for the account (the tab that sends them may be another). */
  queued?: boolean;
}

const channelName = (databaseName: string) => `tessera-work:${databaseName}`;

/** This tab: a channel object hears every other object of its name, this tab's own included, so messages say whose they are. */
const TAB = Math.random().toString(36).slice(2);
type Message = WorkChanged & { tab: string };

/** Tells the other tabs what was just saved in a database. */
export function announceWork(databaseName: string, changed: WorkChanged): void {
  if (typeof BroadcastChannel === 'undefined' || (changed.boards.length === 0 && changed.communicators.length === 0 && !changed.active && !changed.queued))
    return;
  const channel = new BroadcastChannel(channelName(databaseName));
  channel.postMessage({ ...changed, tab: TAB } satisfies Message);
  channel.close();
}

/** Hears what other tabs saved in a database; answers the function that stops listening. */
export function listenToWork(databaseName: string, onChanged: (changed: WorkChanged) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(channelName(databaseName));
  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    if (data.tab === TAB) return;
    onChanged({ boards: data.boards, communicators: data.communicators, active: data.active, queued: Boolean(data.queued) });
  };
  return () => channel.close();
}
