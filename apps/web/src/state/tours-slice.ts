import { createSlice } from '@reduxjs/toolkit';
import { helpToursReset } from './help-tours';

/**
 * The guided tours' flags (spec 01 §3 "Tour flags", spec 02 §4 "Guided tour: on or off"): a tour runs while its flag
 * is on. They are kept on this device with the other settings (see persistence.ts), not sent to the account.
 */
export interface ToursState {
  /** The settings tour runs on the settings menu while this is on; finishing or skipping it turns it off. */
  settingsTourEnabled: boolean;
}

export const initialToursState = (): ToursState => ({ settingsTourEnabled: false });

export const toursSlice = createSlice({
  name: 'tours',
  initialState: initialToursState,
  reducers: {
    /** The menu's "Guided tour" button. */
    settingsTourStarted(state) {
      state.settingsTourEnabled = true;
    },
    /** The tour was finished or skipped. */
    settingsTourEnded(state) {
      state.settingsTourEnabled = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(helpToursReset, (state) => {
      state.settingsTourEnabled = true;
    });
  },
  selectors: {
    selectSettingsTourEnabled: (state) => state.settingsTourEnabled,
  },
});

export const { settingsTourStarted, settingsTourEnded } = toursSlice.actions;
export const { selectSettingsTourEnabled } = toursSlice.selectors;
