import { describe, expect, it } from 'vitest';
import { notificationClosed, notificationShown, selectOpenNotification, selectWaitingNotificationCount } from './notifications-slice';
import { makeStore } from './store';

const first = { id: 'test.first', defaultMessage: 'First' };
const second = { id: 'test.second', defaultMessage: 'Second' };

describe('notifications slice', () => {
  it('shows one notice at a time; the next waits until the open one is dismissed', () => {
    const store = makeStore();
    store.dispatch(notificationShown({ message: first, kind: 'info' }));
    store.dispatch(notificationShown({ message: second, kind: 'error' }));
    expect(selectOpenNotification(store.getState())?.message).toEqual(first);
    expect(selectWaitingNotificationCount(store.getState())).toBe(1);

    store.dispatch(notificationClosed({ reason: 'dismissed' }));
    expect(selectOpenNotification(store.getState())).toMatchObject({ message: second, kind: 'error' });
    store.dispatch(notificationClosed({ reason: 'timeout' }));
    expect(selectOpenNotification(store.getState())).toBeNull();
  });

  it('shows an Undo at once over a notice without an action, which shows again after it', () => {
    const store = makeStore();
    store.dispatch(notificationShown({ message: first, kind: 'success' }));
    const undo = { label: { id: 'test.undo', defaultMessage: 'Undo' }, command: { type: 'test/undone' } };
    store.dispatch(notificationShown({ message: second, kind: 'success', action: undo }));
    expect(selectOpenNotification(store.getState())).toMatchObject({ message: second, action: undo });

    store.dispatch(notificationClosed({ reason: 'timeout', key: selectOpenNotification(store.getState())!.key }));
    expect(selectOpenNotification(store.getState())?.message).toEqual(first);
  });

  it('ignores a click-away', () => {
    const store = makeStore();
    store.dispatch(notificationShown({ message: first, kind: 'info' }));
    store.dispatch(notificationClosed({ reason: 'clickaway' }));
    expect(selectOpenNotification(store.getState())?.message).toEqual(first);
  });

  it('ignores a late close meant for an earlier notice', () => {
    const store = makeStore();
    store.dispatch(notificationShown({ message: first, kind: 'info' }));
    const staleKey = selectOpenNotification(store.getState())!.key;
    store.dispatch(notificationClosed({ reason: 'timeout', key: staleKey }));
    store.dispatch(notificationShown({ message: second, kind: 'info' }));
    store.dispatch(notificationClosed({ reason: 'timeout', key: staleKey }));
    expect(selectOpenNotification(store.getState())?.message).toEqual(second);
  });

  it('lets a notice replace an open or waiting one of its group instead of queueing', () => {
    const store = makeStore();
    store.dispatch(notificationShown({ message: first, values: { count: 3 }, kind: 'warning', group: 'lock' }));
    const firstKey = selectOpenNotification(store.getState())!.key;
    store.dispatch(notificationShown({ message: first, values: { count: 2 }, kind: 'warning', group: 'lock' }));
    const open = selectOpenNotification(store.getState())!;
    expect(open.values).toEqual({ count: 2 });
    expect(open.key).not.toBe(firstKey);
    expect(selectWaitingNotificationCount(store.getState())).toBe(0);

    store.dispatch(notificationShown({ message: second, kind: 'info' }));
    store.dispatch(notificationShown({ message: first, values: { count: 1 }, kind: 'warning', group: 'other' }));
    store.dispatch(notificationShown({ message: first, values: { count: 0 }, kind: 'warning', group: 'other' }));
    expect(selectWaitingNotificationCount(store.getState())).toBe(2);
    store.dispatch(notificationClosed({ reason: 'dismissed' }));
    store.dispatch(notificationClosed({ reason: 'dismissed' }));
    expect(selectOpenNotification(store.getState())?.values).toEqual({ count: 0 });
  });
});
