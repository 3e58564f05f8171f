import { defineMessages } from 'react-intl';
import { notificationShown } from '../state/notifications-slice';
import type { AppStore } from '../state/store';

const messages = defineMessages({
  newContent: { id: 'app.pwa.newContent', defaultMessage: 'New content is available; please refresh.' },
  offlineReady: { id: 'app.pwa.offlineReady', defaultMessage: 'Content is cached for offline use.' },
});

/**
 * Registers the service worker that keeps the app, its boards and pictures available offline (spec 02 §4 start-up
 * messages). A new version waits for the user to refresh: reloading under someone mid-sentence would lose their words.
 */
export async function registerServiceWorker(store: AppStore): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { registerSW } = await import('virtual:pwa-register');
  registerSW({
    immediate: true,
    onNeedRefresh: () => store.dispatch(notificationShown({ message: messages.newContent, kind: 'info' })),
    onOfflineReady: () => store.dispatch(notificationShown({ message: messages.offlineReady, kind: 'success' })),
  });
}
