import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { SpeakerProvider, type Speaker } from '../state/speech-context';
import { makeStore, type RootState } from '../state/store';

/** Renders the whole app at a path with a fresh store, as a test's starting point; `speaker` stands in for speech. */
export const renderApp = (path = '/', preloadedState?: Partial<RootState>, speaker?: Speaker) => {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = <App store={store} router={router} />;
  return { store, router, ...render(speaker ? <SpeakerProvider speaker={speaker}>{app}</SpeakerProvider> : app) };
};
