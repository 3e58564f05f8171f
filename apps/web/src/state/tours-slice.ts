import { createSlice } from '@reduxjs/toolkit';
import { helpToursReset } from './help-tours';

/**
 * The guided tours' flags (spec 01 §3 "Tour flags", spec 02 §4 "Guided tour: on or off"): a tour runs while its flag
 * is on. They are kept on this device with the other settings (see persistence.ts), not sent to the account.
 */
export interface ToursState {
  /** The settings tour runs on the settings menu while this is on; finishing or skipping it turns it off. */
  settingsTourEnabled: boolean;
  /**
   * The board walkthrough (spec 01 §3 isUnlockedTourEnabled) runs on the unlocked board while this is on; finishing
   * or skipping it turns it off. On for a first visit only (see persistence.ts): a device that saved settings before
   * it existed belongs to someone who knows the board.
   */
  boardTourEnabled: boolean;
}

export const initialToursState = (): ToursState => ({ settingsTourEnabled: false, boardTourEnabled: false });

/** A first visit's tours: the board walkthrough waits for the first unlock. */
export const firstVisitToursState = (): ToursState => ({ ...initialToursState(), boardTourEnabled: true });

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
    /** The board walkthrough was finished or skipped. */
    boardTourEnded(state) {
      state.boardTourEnabled = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(helpToursReset, (state) => {
      state.settingsTourEnabled = true;
      state.boardTourEnabled = true;
    });
  },
  selectors: {
    selectSettingsTourEnabled: (state) => state.settingsTourEnabled,
    selectBoardTourEnabled: (state) => state.boardTourEnabled,
  },
});

export const { settingsTourStarted, settingsTourEnded, boardTourEnded } = toursSlice.actions;
export const { selectSettingsTourEnabled, selectBoardTourEnabled } = toursSlice.selectors;
