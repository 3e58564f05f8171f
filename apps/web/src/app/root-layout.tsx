import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { SessionExpiryRedirect } from '../features/auth/session-expiry-redirect';
import { Notifier } from '../features/notifications/notifier';
import { PremiumBanner } from '../features/subscriptions/premium-banner';
import { CloudVoices } from './cloud-voices';

/**
 * The frame around every route: a lazily loaded screen shows a spinner until its code arrives; notices show over any
 * screen, and so does the subscribe banner of a premium feature the server refused; a session the server ended (403) leads to the login screen from wherever the user is.
 */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <Notifier />
      <PremiumBanner />
      <SessionExpiryRedirect />
      <CloudVoices />
    </>
  );
}
