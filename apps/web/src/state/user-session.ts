import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { isSupportedLocale, type Settings, type UserData } from '@tessera/core';
import { boardSwitched, selectRootBoardId, type BoardState } from './board-slice';
import { communicatorsLoaded, type CommunicatorState } from './communicator-slice';
import { languageChanged } from './language-slice';
import { OPTIONAL_SETTINGS, restoreSection } from './saved-settings';
import { settingsLoaded, type SettingsState } from './settings-slice';

export type SessionState = { settings: SettingsState; board: BoardState; communicator: CommunicatorState };

/** The sections of the user's saved settings that apply on login (spec 01 §4), over the device's current ones. */
export function settingsFromUser(saved: Partial<Settings> | undefined, current: SettingsState): Partial<SettingsState> {
  const loaded: Partial<SettingsState> = {};
  const display = restoreSection(saved?.display, current.display, OPTIONAL_SETTINGS.display);
  if (display) loaded.display = display;
  const navigation = restoreSection(saved?.navigation, current.navigation);
  if (navigation) loaded.navigation = navigation;
  const scanning = restoreSection(saved?.scanning, current.scanning);
  if (scanning) loaded.scanning = scanning;
  // The voice, pitch and rate follow the user; a voice this device lacks is passed over for one of the language
  // (lib/speech), and an account that never chose a voice leaves this device's. The volume stays the device's.
  const speech = restoreSection(saved?.speech, current.speech, OPTIONAL_SETTINGS.speech);
  if (speech) loaded.speech = { ...current.speech, pitch: speech.pitch, rate: speech.rate, ...(speech.voiceURI ? { voiceURI: speech.voiceURI } : {}) };
  return loaded;
}

/**
 * Spec 01 §4 login success: display, navigation, language (only if the app has it), speech voice, pitch and rate and
 * scanning come from the user's saved settings; their communicators join this device's and the last one becomes
 * active; its root board opens. The first-visit flag follows the auth state (see features/welcome).
 */
export const userSessionStarted =
  (user: UserData): ThunkAction<void, SessionState, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const settings = settingsFromUser(user.settings, getState().settings);
    if (Object.keys(settings).length > 0) dispatch(settingsLoaded(settings));
    const lang = user.settings?.language?.lang;
    if (lang && isSupportedLocale(lang)) dispatch(languageChanged(lang));
    const communicators = user.communicators ?? [];
    const last = communicators[communicators.length - 1];
    if (last) dispatch(communicatorsLoaded({ communicators, activeCommunicatorId: last.id }));
    dispatch(boardSwitched(selectRootBoardId(getState())));
  };
