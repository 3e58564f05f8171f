import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DisplaySettings, NavigationSettings, ScanningSettings, SpeechSettings } from '@tessera/core';
import { defaultSettings } from './default-settings';
import type { SettingsState } from './settings-state';
import { settingsArrived } from './sync-actions';

export type { SettingsState };

export const initialSettingsState = (): SettingsState => {
  const { display, navigation, speech, scanning } = defaultSettings();
  return { display, navigation, speech, scanning };
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettingsState,
  reducers: {
    displaySettingsChanged(state, action: PayloadAction<Partial<DisplaySettings>>) {
      Object.assign(state.display, action.payload);
    },
    navigationSettingsChanged(state, action: PayloadAction<Partial<NavigationSettings>>) {
      Object.assign(state.navigation, action.payload);
    },
    speechSettingsChanged(state, action: PayloadAction<Partial<SpeechSettings>>) {
      Object.assign(state.speech, action.payload);
    },
    scanningSettingsChanged(state, action: PayloadAction<Partial<ScanningSettings>>) {
      Object.assign(state.scanning, action.payload);
    },
    /** Settings that arrived whole, e.g. from the server after login; sections not given keep their values. */
    settingsLoaded(state, action: PayloadAction<Partial<SettingsState>>) {
      return { ...state, ...action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(settingsArrived, (state, { payload }) => ({ ...state, ...payload.settings }));
  },
  selectors: {
    selectDisplaySettings: (state) => state.display,
    selectNavigationSettings: (state) => state.navigation,
    selectSpeechSettings: (state) => state.speech,
    selectScanningSettings: (state) => state.scanning,
  },
});

export const { displaySettingsChanged, navigationSettingsChanged, speechSettingsChanged, scanningSettingsChanged, settingsLoaded } = settingsSlice.actions;
export const { selectDisplaySettings, selectNavigationSettings, selectSpeechSettings, selectScanningSettings } = settingsSlice.selectors;
