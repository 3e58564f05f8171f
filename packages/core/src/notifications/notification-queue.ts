import type { MessageDescriptor } from '../validation/messages.ts';

export const NOTIFICATION_AUTO_HIDE_MS = 5000;

export type NotificationKind = 'info' | 'success' | 'warning' | 'error';
export type Notification = { message: string | MessageDescriptor; kind: NotificationKind };

/** One notification shows at a time; the rest wait their turn in arrival order. */
export type NotificationQueue = { open: Notification | null; waiting: Notification[] };

export const emptyNotificationQueue: NotificationQueue = { open: null, waiting: [] };

export function showNotification(queue: NotificationQueue, notification: Notification): NotificationQueue {
  if (queue.open === null) return { ...queue, open: notification };
  return { ...queue, waiting: [...queue.waiting, notification] };
}

/** Why a notification asks to close: a tap outside it does not count, so a message is never missed. */
export type CloseReason = 'clickaway' | 'timeout' | 'dismissed';

export function closeNotification(queue: NotificationQueue, reason: CloseReason): NotificationQueue {
  if (reason === 'clickaway' || queue.open === null) return queue;
  const [next = null, ...waiting] = queue.waiting;
  return { open: next, waiting };
}
