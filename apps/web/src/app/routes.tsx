import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { isScreenBuilt } from '../lib/built-screens';
import { BoardRoute } from './board-route';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';
import { settingsErrors } from '../state/settings-errors';

// The board is the first thing a user needs, so it ships in the main bundle; every other screen is
// fetched when first visited. A feature plugs its screen in here, replacing its placeholder.
const NotFoundScreen = lazy(() => import('./not-found-screen'));
const LoginSignupScreen = lazy(() => import('../features/auth/login-signup-screen'));
const ActivationScreen = lazy(() => import('../features/auth/activation-screen'));
const ChangePasswordScreen = lazy(() => import('../features/auth/change-password-screen'));
const LoginCallbackScreen = lazy(() => import('../features/auth/login-callback-screen'));
const PrivacyScreen = lazy(() => import('../features/auth/privacy-screen'));
const TermsScreen = lazy(() => import('../features/auth/terms-screen'));
const SettingsMenuScreen = lazy(() => import('../features/settings/settings-menu-screen'));
const PeopleScreen = lazy(() => import('../features/account/people-screen'));
const DevicesScreen = lazy(() => import('../features/account/devices-screen'));
const DisplayScreen = lazy(() => import('../features/settings/display-screen'));
const SpeechScreen = lazy(() => import('../features/settings/speech-screen'));
const NavigationScreen = lazy(() => import('../features/settings/navigation-screen'));
const LanguageScreen = lazy(() => import('../features/settings/language-screen'));
const ScanningScreen = lazy(() => import('../features/settings/scanning-screen'));
const ExportScreen = lazy(() => import('../features/import-export/export-screen'));
const ImportScreen = lazy(() => import('../features/import-export/import-screen'));
const HelpScreen = lazy(() => import('../features/help/help-screen'));
const AboutScreen = lazy(() => import('../features/help/about-screen'));
const SubscribeScreen = lazy(() => import('../features/subscriptions/subscribe-screen'));
const MercadoPagoScreen = lazy(() => import('../features/subscriptions/mercado-pago-screen'));
const AnalyticsScreen = lazy(() => import('../features/analytics/analytics-screen'));

// A screen still to be built leads back to where it is reached from, never to a stand-in (lib/built-screens.ts).
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // One route element for / and /board/:id: opening a folder from the home page moves to /board/:id, and
        // the board screen must stay mounted through that, not be torn down and built again.
        element: <BoardRoute />,
        children: [
          { index: true, element: null },
          { path: 'board/:id', element: null },
        ],
      },
      { path: 'login-signup', element: <LoginSignupScreen /> },
      { path: 'activate/:url?', element: <ActivationScreen /> },
      { path: 'reset/:userid/:url', element: <ChangePasswordScreen /> },
      { path: 'login/:type/callback', element: <LoginCallbackScreen /> },
      { path: 'privacy', element: <PrivacyScreen /> },
      { path: 'terms', element: <TermsScreen /> },
      {
        // A settings screen that fails shows the settings error in the app's frame; the board and the notices stay.
        errorElement: <RouteErrorScreen title={settingsErrors.unexpected} />,
        children: [
          { path: 'settings', element: <SettingsMenuScreen /> },
          { path: 'settings/people', element: <PeopleScreen /> },
          { path: 'settings/devices', element: <DevicesScreen /> },
          { path: 'settings/display', element: <DisplayScreen /> },
          { path: 'settings/speech', element: <SpeechScreen /> },
          { path: 'settings/navigation', element: <NavigationScreen /> },
          { path: 'settings/export', element: <ExportScreen /> },
          { path: 'settings/import', element: <ImportScreen /> },
          { path: 'settings/language', element: <LanguageScreen /> },
          { path: 'settings/scanning', element: <ScanningScreen /> },
          { path: 'settings/help', element: <HelpScreen /> },
          { path: 'settings/about', element: <AboutScreen /> },
          // Both lead back to Settings when the server has subscriptions off (no payment provider configured).
          { path: 'settings/subscribe', element: <SubscribeScreen /> },
          { path: 'settings/mercado-pago', element: <MercadoPagoScreen /> },
        ],
      },
      { path: 'analytics', element: isScreenBuilt('analytics') ? <AnalyticsScreen /> : <Navigate to="/" replace /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
