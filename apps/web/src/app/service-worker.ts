import { createAction, type Middleware } from '@reduxjs/toolkit';
import { defineMessages } from 'react-intl';
import { notificationShown } from '../state/notifications-slice';
import { addLateMiddleware, type AppStore } from '../state/store';

const messages = defineMessages({
  newContent: { id: 'app.pwa.newContent', defaultMessage: 'New content is available; please refresh.' },
  offlineReady: { id: 'app.pwa.offlineReady', defaultMessage: 'Content is cached for offline use.' },
  refresh: { id: 'app.pwa.refresh', defaultMessage: 'Refresh' },
});

/** The new-version notice's Refresh button: the waiting version takes over and the page reloads on it. */
const refreshRequested = createAction('app/refreshRequested');

/**
 * Registers the service worker that keeps the app, its boards and pictures available offline (spec 02 §4 start-up
 * messages). A new version waits for the user to press Refresh: reloading under someone mid-sentence would lose
 * their words.
 */
export async function registerServiceWorker(store: AppStore): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { registerSW } = await import('virtual:pwa-register');
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      store.dispatch(notificationShown({ message: messages.newContent, kind: 'info', action: { label: messages.refresh, command: refreshRequested() } })),
    onOfflineReady: () => store.dispatch(notificationShown({ message: messages.offlineReady, kind: 'success' })),
  });
  const onRefresh: Middleware = () => (next) => (action) => {
    if (refreshRequested.match(action)) void updateServiceWorker(true);
    return next(action);
  };
  addLateMiddleware(store, onRefresh);
}
