import { describe, expect, it } from 'vitest';
import { NOTIFICATION_AUTO_HIDE_MS, closeNotification, emptyNotificationQueue, showNotification, type Notification } from './notification-queue.ts';

const first: Notification = { message: 'Board added', kind: 'success' };
const second: Notification = { message: { id: 'x', defaultMessage: 'Published' }, kind: 'info' };
const undo: Notification = { message: '1 tile deleted', kind: 'success', action: { label: 'Undo' } };

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

  it.each([
    {
      case: 'an Undo over a notice without an action: at once, the other shown again next',
      open: first,
      next: undo,
      expected: { open: undo, waiting: [first, second] },
    },
    {
      case: 'an Undo over another Undo: it waits',
      open: undo,
      next: { ...undo, message: 'Tile deleted' },
      expected: { open: undo, waiting: [second, { ...undo, message: 'Tile deleted' }] },
    },
    { case: 'a notice without an action over an Undo: it waits', open: undo, next: first, expected: { open: undo, waiting: [second, first] } },
  ])('$case', ({ open, next, expected }) => {
    expect(showNotification({ open, waiting: [second] }, next)).toEqual(expected);
  });

  it('ignores a click-away', () => {
    const queue = showNotification(emptyNotificationQueue, first);
    expect(closeNotification(queue, 'clickaway')).toBe(queue);
  });
});
