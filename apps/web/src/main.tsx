import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AfterFirstPaint } from './app/after-first-paint';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { languageSlice } from './state/language-slice';
import { loadPersistedState, persistState } from './state/persistence';
import { loadSavedState } from './state/saved-state';
import { savingStarts } from './app/saving-ready';
import { makeStore } from './state/store';
import { readStoredUser } from './state/stored-user';
import { applyRootClasses } from './app/theme/root-classes';
import { darkThemeOn, systemPrefersDark } from './lib/theme/system-theme';
import { loadFontFamily } from './lib/fonts/load-font-family';
import { localeScripts } from './lib/fonts/locale-script';
import { showScripts } from './lib/fonts/shown-scripts';
import { databaseNameFor } from './lib/db/database-names';
import { handOverWhenDrawn } from './lib/first-board/hand-over';
import { loadMessages } from './lib/i18n/load-messages';
import { initialSettingsState } from './state/settings-slice';

const persisted = loadPersistedState();
const display = persisted.settings?.display ?? initialSettingsState().display;
applyRootClasses(document.documentElement, { ...display, darkThemeActive: darkThemeOn(display.darkThemeActive, systemPrefersDark()) });
void loadFontFamily(display.fontFamily);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The guest's work and each account's live in databases of their own (see sync/work-sessions.ts).
const databaseName = databaseNameFor(readStoredUser()?.id);
const lang = persisted.language?.lang ?? languageSlice.getInitialState().lang;
// The language's own font starts loading with its catalogue; the board shows meanwhile (font-display: swap).
showScripts(localeScripts(lang));

// A returning user's catalogue and saved boards are read before the first paint, so their language and their
// own boards show from the start (both usually take a few milliseconds). The read uses plain IndexedDB: Dexie,
// the sync and the service worker come with startBackgroundWork, loaded once the first board is painted.
void Promise.all([loadMessages(lang).catch(() => undefined), loadSavedState(databaseName)]).then(([, saved]) => {
  const store = makeStore({ ...persisted, ...saved });
  persistState(store);
  const startState = store.getState();
  let afterFirstPaint = () => {};
  const painted = new Promise<void>((resolve) => (afterFirstPaint = resolve));
  savingStarts(painted.then(() => import('./app/start-background-work')).then((work) => work.startBackgroundWork(store, startState)));
  // The board index.html showed from the last visit (if any) stays up until the app has drawn its own.
  handOverWhenDrawn(root);
  createRoot(root).render(
    <StrictMode>
      <App store={store} router={createAppRouter()} />
      <AfterFirstPaint task={afterFirstPaint} />
    </StrictMode>,
  );
});
