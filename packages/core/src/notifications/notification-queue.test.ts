import { describe, expect, it } from 'vitest';
import { NOTIFICATION_AUTO_HIDE_MS, closeNotification, emptyNotificationQueue, showNotification, type Notification } from './notification-queue.ts';

const first: Notification = { message: 'Board added', kind: 'success' };
const second: Notification = { message: { id: 'x', defaultMessage: 'Published' }, kind: 'info' };

describe('notification queue', () => {
  it('auto-hides after 5000 ms', () => {
    expect(NOTIFICATION_AUTO_HIDE_MS).toBe(5000);
  });

  it('shows one notification at a time and queues the next', () => {
    const queue = showNotification(showNotification(emptyNotificationQueue, first), second);
    expect(queue).toEqual({ open: first, waiting: [second] });
  });

  it('opens the waiting one only when the open one is dismissed', () => {
    const queue = showNotification(showNotification(emptyNotificationQueue, first), second);
    expect(closeNotification(queue, 'timeout')).toEqual({ open: second, waiting: [] });
    expect(closeNotification(closeNotification(queue, 'dismissed'), 'dismissed')).toEqual(emptyNotificationQueue);
  });

  it('ignores a click-away', () => {
    const queue = showNotification(emptyNotificationQueue, first);
    expect(closeNotification(queue, 'clickaway')).toBe(queue);
  });
});
