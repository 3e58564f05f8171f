import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { languageSlice } from './app/store/language-slice';
import { loadPersistedState, persistState } from './app/store/persistence';
import { loadSavedState } from './app/store/saved-state';
import { makeStore } from './app/store/store';
import { persistWork } from './app/store/work-persistence';
import { applyRootClasses } from './app/theme/root-classes';
import { loadFontFamily } from './lib/fonts/load-font-family';
import { getDb } from './lib/db';
import { loadMessages } from './lib/i18n/load-messages';
import { initialSettingsState } from './app/store/settings-slice';

const persisted = loadPersistedState();
const display = persisted.settings?.display ?? initialSettingsState().display;
applyRootClasses(document.documentElement, display);
void loadFontFamily(display.fontFamily);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const db = getDb();
const lang = persisted.language?.lang ?? languageSlice.getInitialState().lang;

// A returning user's catalogue and saved boards are read before the first paint, so their language and their
// own boards show from the start (both usually take a few milliseconds).
void Promise.all([loadMessages(lang).catch(() => undefined), loadSavedState(db)]).then(([, saved]) => {
  const store = makeStore({ ...persisted, ...saved });
  persistState(store);
  persistWork(store, db);
  void registerServiceWorker(store);
  createRoot(root).render(
    <StrictMode>
      <App store={store} router={createAppRouter()} />
    </StrictMode>,
  );
});
