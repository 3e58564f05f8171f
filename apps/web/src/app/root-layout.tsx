import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { Notifier } from '../features/notifications/notifier';

/** The frame around every route: a lazily loaded screen shows a spinner until its code arrives; notices show over any screen. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <Notifier />
    </>
  );
}
