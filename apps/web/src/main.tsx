import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { loadPersistedState, persistState } from './app/store/persistence';
import { makeStore } from './app/store/store';
import { applyRootClasses } from './app/theme/root-classes';
import { loadFontFamily } from './lib/fonts/load-font-family';
import { loadMessages } from './lib/i18n/load-messages';

const store = makeStore(loadPersistedState());
persistState(store);
void registerServiceWorker(store);

const { display } = store.getState().settings;
applyRootClasses(document.documentElement, display);
void loadFontFamily(display.fontFamily);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A returning user's catalogue is fetched before the first paint, so their language shows from the start.
void loadMessages(store.getState().language.lang)
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App store={store} router={createAppRouter()} />
      </StrictMode>,
    ),
  );
