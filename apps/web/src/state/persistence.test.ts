import { describe, expect, it } from 'vitest';
import { languageChanged } from './language-slice';
import { loadPersistedState, persistState } from './persistence';
import { LANGUAGE_KEY, SETTINGS_KEY } from './settings-storage-keys';
import { displaySettingsChanged, initialSettingsState, speechSettingsChanged } from './settings-slice';
import { makeStore } from './store';
import { boardTourEnded, settingsTourEnded, settingsTourStarted } from './tours-slice';
import { helpToursReset } from './help-tours';

describe('settings persistence', () => {
  it('saves display, navigation, scanning and speech settings and the language', () => {
    const store = makeStore();
    persistState(store, localStorage);
    store.dispatch(displaySettingsChanged({ darkThemeActive: true }));
    store.dispatch(speechSettingsChanged({ rate: 1.5, voiceURI: 'espeak-ng:en-GB' }));
    store.dispatch(languageChanged('ar-SA'));

    const saved = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual(['display', 'navigation', 'scanning', 'speech']);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ar-SA');

    const restored = makeStore(loadPersistedState(localStorage)).getState();
    expect(restored.settings.display.darkThemeActive).toBe(true);
    expect(restored.settings.speech).toEqual({ pitch: 1, rate: 1.5, volume: 1, voiceURI: 'espeak-ng:en-GB' });
    expect(restored.language).toEqual({ lang: 'ar-SA', dir: 'rtl' });
  });

  it('offers the board walkthrough on a first visit only, keeps it off once ended, and "Reset all help tours" turns it on again', () => {
    const reloaded = () => makeStore(loadPersistedState(localStorage)).getState().tours.boardTourEnabled;
    expect(reloaded()).toBe(true); // nothing saved on this device yet
    const store = makeStore(loadPersistedState(localStorage));
    persistState(store, localStorage);
    store.dispatch(displaySettingsChanged({ fontSize: 'Large' })); // a setting changed before the first unlock
    expect(reloaded()).toBe(true);
    store.dispatch(boardTourEnded());
    expect(reloaded()).toBe(false);
    store.dispatch(helpToursReset());
    expect(reloaded()).toBe(true);

    // Settings saved before the walkthrough existed, tours inside them: someone who knows the board.
    localStorage.clear();
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ display: { darkThemeActive: true }, tours: { settingsTourEnabled: true } }));
    expect(reloaded()).toBe(false);
    expect(makeStore(loadPersistedState(localStorage)).getState().tours.settingsTourEnabled).toBe(true);
  });

  it('keeps the settings-tour flag with the settings: started, ended, and turned on again by "Reset all help tours"', () => {
    const store = makeStore();
    persistState(store, localStorage);
    const reloaded = () => makeStore(loadPersistedState(localStorage)).getState().tours.settingsTourEnabled;
    expect(reloaded()).toBe(false);
    store.dispatch(settingsTourStarted());
    expect(reloaded()).toBe(true);
    store.dispatch(settingsTourEnded());
    expect(reloaded()).toBe(false);
    store.dispatch(helpToursReset());
    expect(reloaded()).toBe(true);
  });

  it('starts from the defaults when nothing was saved', () => {
    const state = loadPersistedState(localStorage);
    expect(state.settings).toEqual(initialSettingsState());
    expect(state.language).toBeUndefined();
  });

  it('drops a saved section that no longer fits its schema, keeping the others', () => {
    const scanning = { active: true, delay: 1000, strategy: 'manual' };
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ display: { fontFamily: 'Comic Sans' }, scanning }));
    localStorage.setItem(LANGUAGE_KEY, '<script>');
    const state = loadPersistedState(localStorage);
    expect(state.settings?.display).toEqual(initialSettingsState().display);
    expect(state.settings?.scanning).toEqual({ ...initialSettingsState().scanning, ...scanning });
    expect(state.language).toBeUndefined();
  });

  it('survives storage that is unreadable JSON or refuses writes', () => {
    localStorage.setItem(SETTINGS_KEY, '{not json');
    expect(loadPersistedState(localStorage).settings).toEqual(initialSettingsState());
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const store = makeStore();
    persistState(store, full);
    expect(() => store.dispatch(displaySettingsChanged({ fontSize: 'Large' }))).not.toThrow();
  });
});
