import type { MessageDescriptor } from '../validation/messages.ts';

export const NOTIFICATION_AUTO_HIDE_MS = 5000;

export type NotificationKind = 'info' | 'success' | 'warning' | 'error';
/** `action`: what a button on the notice does ('Undo'); the queue only needs to know whether there is one. */
export type Notification = { message: string | MessageDescriptor; kind: NotificationKind; action?: unknown };

/** One notification shows at a time; the rest wait their turn in arrival order. */
export type NotificationQueue = { open: Notification | null; waiting: Notification[] };

export const emptyNotificationQueue: NotificationQueue = { open: null, waiting: [] };

const hasAction = (notification: Notification): boolean => notification.action !== undefined;

/**
 * A new notification waits until the open one is dismissed (spec 01 §4), with one exception: one that offers an
 * action (a deletion's Undo) is of use only right after what it undoes, so it shows at once over an open one that
 * offers none ('Content is cached for offline use.'), which is shown again, whole, right after it: nothing is missed.
 */
export function showNotification(queue: NotificationQueue, notification: Notification): NotificationQueue {
  if (queue.open === null) return { ...queue, open: notification };
  if (hasAction(notification) && !hasAction(queue.open)) return { open: notification, waiting: [queue.open, ...queue.waiting] };
  return { ...queue, waiting: [...queue.waiting, notification] };
}

/** Why a notification asks to close: a tap outside it does not count, so a message is never missed. */
export type CloseReason = 'clickaway' | 'timeout' | 'dismissed';

export function closeNotification(queue: NotificationQueue, reason: CloseReason): NotificationQueue {
  if (reason === 'clickaway' || queue.open === null) return queue;
  const [next = null, ...waiting] = queue.waiting;
  return { open: next, waiting };
}
