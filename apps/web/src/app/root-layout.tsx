import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { SessionExpiryRedirect } from '../features/auth/session-expiry-redirect';
import { Notifier } from '../features/notifications/notifier';
import { useAppSelector } from '../state/hooks';
import { selectPremiumRefusal } from '../state/premium-slice';
import { CloudVoices } from './cloud-voices';

// The subscribe banner and its texts load on the first refusal: most people never see one, and the first board's code stays small.
const PremiumBanner = lazy(() => import('../features/subscriptions/premium-banner').then((module) => ({ default: module.PremiumBanner })));

/**
 * The frame around every route: a lazily loaded screen shows a spinner until its code arrives; notices show over any
 * screen, and so does the subscribe banner of a premium feature the server refused; a session the server ended (403) leads to the login screen from wherever the user is.
 */
export function RootLayout() {
  const refused = useAppSelector(selectPremiumRefusal) !== null;
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <Notifier />
      {refused && (
        <Suspense fallback={null}>
          <PremiumBanner />
        </Suspense>
      )}
      <SessionExpiryRedirect />
      <CloudVoices />
    </>
  );
}
