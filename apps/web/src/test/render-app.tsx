import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { makeStore, type RootState } from '../state/store';

/** Renders the whole app at a path with a fresh store, as a test's starting point. */
export const renderApp = (path = '/', preloadedState?: Partial<RootState>) => {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { store, router, ...render(<App store={store} router={router} />) };
};
