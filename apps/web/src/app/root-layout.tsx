import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';

/** The frame around every route: a lazily loaded screen shows a spinner until its code arrives. */
export function RootLayout() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}
