import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { closeNotification, showNotification, type CloseReason, type MessageDescriptor, type NotificationKind } from '@tessera/core';

export type { CloseReason, NotificationKind } from '@tessera/core';

/** Values for the message's placeholders; plain data so the store stays serialisable. */
export type NotificationValues = Record<string, string | number>;

export interface NotificationRequest {
  /** A react-intl descriptor: the Notifier translates it when it shows. */
  message: MessageDescriptor;
  values?: NotificationValues;
  kind: NotificationKind;
  /**
   * Notices of one group describe the same changing thing (e.g. the lock countdown): a new one replaces an
   * open or waiting one of its group instead of queueing behind it, so a countdown never lags behind the presses.
   */
  group?: string;
  /** A button on the notice ('Undo'): pressing it dispatches `command`, a plain action so the store stays serialisable. */
  action?: { label: MessageDescriptor; command: UnknownAction };
}

export interface AppNotification extends NotificationRequest {
  /** Changes with every notice shown, so the Snackbar restarts its auto-hide timer even for the same text. */
  key: number;
}

export interface NotificationsState {
  open: AppNotification | null;
  waiting: AppNotification[];
  nextKey: number;
}

const initialState: NotificationsState = { open: null, waiting: [], nextKey: 1 };

/**
 * The notification queue of spec 01 §4: one notice at a time, a new one waits until the open one is dismissed,
 * a click-away does not dismiss, and the Notifier hides it after NOTIFICATION_AUTO_HIDE_MS.
 */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationShown(state, action: PayloadAction<NotificationRequest>) {
      const notice: AppNotification = { ...action.payload, key: state.nextKey };
      state.nextKey += 1;
      const { group } = notice;
      if (group !== undefined) {
        state.waiting = state.waiting.filter((waiting) => waiting.group !== group);
        if (state.open?.group === group) {
          state.open = notice;
          return;
        }
      }
      const queue = showNotification({ open: state.open, waiting: state.waiting }, notice);
      state.open = queue.open as AppNotification | null;
      state.waiting = queue.waiting as AppNotification[];
    },
    /** The open notice asks to close; `key` guards against a late close meant for an earlier notice. */
    notificationClosed(state, action: PayloadAction<{ reason: CloseReason; key?: number }>) {
      const { reason, key } = action.payload;
      if (key !== undefined && state.open?.key !== key) return;
      const queue = closeNotification({ open: state.open, waiting: state.waiting }, reason);
      state.open = queue.open as AppNotification | null;
      state.waiting = queue.waiting as AppNotification[];
    },
  },
  selectors: {
    selectOpenNotification: (state) => state.open,
    selectWaitingNotificationCount: (state) => state.waiting.length,
  },
});

export const { notificationShown, notificationClosed } = notificationsSlice.actions;
export const { selectOpenNotification, selectWaitingNotificationCount } = notificationsSlice.selectors;
