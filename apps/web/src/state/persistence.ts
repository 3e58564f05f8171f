import { languageStateFor } from './language-slice';
import { LANGUAGE_KEY, SETTINGS_KEY, TOURS_KEY } from './settings-storage-keys';
import { OPTIONAL_SETTINGS, restoreSection } from './saved-settings';
import { initialSettingsState } from './settings-slice';
import { firstVisitToursState, initialToursState } from './tours-slice';
import type { AppStore, RootState } from './store';

const LOCALE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

const browserStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage can be blocked by the browser's privacy settings
  }
};

const readJson = (storage: Storage | undefined, key: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The state saved by an earlier visit; a section that no longer fits its schema falls back to defaults. */
export const loadPersistedState = (storage = browserStorage()): Partial<RootState> => {
  const saved = readJson(storage, SETTINGS_KEY);
  const defaults = initialSettingsState();
  const settings = {
    ...defaults,
    display: restoreSection(saved.display, defaults.display, OPTIONAL_SETTINGS.display) ?? defaults.display,
    navigation: restoreSection(saved.navigation, defaults.navigation) ?? defaults.navigation,
    scanning: restoreSection(saved.scanning, defaults.scanning) ?? defaults.scanning,
    speech: restoreSection(saved.speech, defaults.speech, OPTIONAL_SETTINGS.speech) ?? defaults.speech,
  };
  // Nothing saved at all: a first visit on this device, when the board walkthrough is offered. (Tours saved with
  // the settings come from a version before they had a key of their own.)
  const firstVisit = storage?.getItem(SETTINGS_KEY) == null && storage?.getItem(TOURS_KEY) == null;
  const savedTours = storage?.getItem(TOURS_KEY) == null ? saved.tours : readJson(storage, TOURS_KEY);
  const tours = firstVisit ? firstVisitToursState() : (restoreSection(savedTours, initialToursState()) ?? initialToursState());
  const lang = storage?.getItem(LANGUAGE_KEY);
  return lang && LOCALE_PATTERN.test(lang) ? { settings, tours, language: languageStateFor(lang) } : { settings, tours };
};

/** Writes the persisted parts of the state whenever they change. Returns the unsubscribe function. */
export const persistState = (store: AppStore, storage = browserStorage()): (() => void) => {
  let last = store.getState();
  try {
    // The tours as this visit found them are kept at once, so a first visit stays one until its tours are ended,
    // however the settings change meanwhile.
    if (storage && storage.getItem(TOURS_KEY) === null) storage.setItem(TOURS_KEY, JSON.stringify(last.tours));
  } catch {
    // as below
  }
  return store.subscribe(() => {
    const next = store.getState();
    const { display, navigation, scanning, speech } = next.settings;
    const { tours } = next;
    try {
      if (next.settings !== last.settings) storage?.setItem(SETTINGS_KEY, JSON.stringify({ display, navigation, scanning, speech }));
      if (tours !== last.tours) storage?.setItem(TOURS_KEY, JSON.stringify(tours));
      if (next.language.lang !== last.language.lang) storage?.setItem(LANGUAGE_KEY, next.language.lang);
    } catch {
      // A full or blocked storage must never break the app: the settings still apply for this visit.
    }
    last = next;
  });
};
