import { lazy } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { RouteObject } from 'react-router';
import { WelcomeGate } from '../features/welcome/welcome-gate';
import { BoardPage } from './board-page';
import { screenTitles } from './messages';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';

// The board is the first thing a user needs, so it ships in the main bundle; every other screen is
// fetched when first visited. A feature plugs its screen in here, replacing its placeholder.
const NotFoundScreen = lazy(() => import('./not-found-screen'));
const PlaceholderScreen = lazy(() => import('./placeholder-screen'));

const placeholder = (path: string, title: MessageDescriptor, backTo = '/'): RouteObject => ({
  path,
  element: <PlaceholderScreen title={title} backTo={backTo} />,
});

const SETTINGS_SCREENS = [
  ['people', screenTitles.people],
  ['subscribe', screenTitles.subscribe],
  ['mercado-pago', screenTitles.mercadoPago],
  ['language', screenTitles.language],
  ['speech', screenTitles.speech],
  ['export', screenTitles.export],
  ['import', screenTitles.import],
  ['display', screenTitles.display],
  ['devices', screenTitles.devices],
  ['about', screenTitles.about],
  ['help', screenTitles.help],
  ['scanning', screenTitles.scanning],
  ['navigation', screenTitles.navigation],
] as const;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        index: true,
        element: (
          <WelcomeGate>
            <BoardPage />
          </WelcomeGate>
        ),
      },
      { path: 'board/:id', element: <BoardPage /> },
      placeholder('login-signup', screenTitles.loginSignup),
      placeholder('activate/:url', screenTitles.activate),
      placeholder('reset/:userid/:url', screenTitles.reset),
      placeholder('login/:type/callback', screenTitles.loginCallback),
      placeholder('settings', screenTitles.settings),
      ...SETTINGS_SCREENS.map(([path, title]) => placeholder(`settings/${path}`, title, '/settings')),
      placeholder('analytics', screenTitles.analytics),
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
