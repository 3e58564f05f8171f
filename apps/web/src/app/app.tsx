// Not 'react-router/dom': under Vitest that entry loads a second copy of the router with its own contexts.
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { MissingTranslationNotice } from './missing-translation-notice';
import { AppProviders } from './providers/app-providers';
import { SpeechWarnings } from './speech-warnings';
import type { AppStore } from '../state/store';
import { UnusedMediaCleanup } from './unused-media-cleanup';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The whole app: providers around the router. Tests pass a memory router and a fresh store. */
export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <AppProviders store={store}>
      <SpeechWarnings />
      <MissingTranslationNotice />
      <UnusedMediaCleanup />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
