import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PremiumRefusal } from '@tessera/core';

export interface PremiumState {
  /** Why the server last refused a premium feature (402), while its banner shows; null when none shows. */
  refusal: PremiumRefusal | null;
}

const initialState: PremiumState = { refusal: null };

/**
 * The subscribe banner of spec 01 §6: a premium call the server refused (publishing, copying a public board, a sound
 * upload) raises it with the server's reason, "Your free trial has ended" or "This feature is blocked".
 */
export const premiumSlice = createSlice({
  name: 'premium',
  initialState,
  reducers: {
    premiumRefused(state, action: PayloadAction<PremiumRefusal>) {
      state.refusal = action.payload;
    },
    premiumBannerClosed(state) {
      state.refusal = null;
    },
  },
  selectors: {
    selectPremiumRefusal: (state) => state.refusal,
  },
});

export const { premiumRefused, premiumBannerClosed } = premiumSlice.actions;
export const { selectPremiumRefusal } = premiumSlice.selectors;
