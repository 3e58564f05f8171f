import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { PremiumRefusal, SubscriptionState } from '@tessera/core';

/** Whether premium is off for a signed-in user, as the server last said: whose, and why (null: on, or not known to be off). */
export type KnownPremium = { userId: string; refusal: PremiumRefusal | null };

export interface PremiumState {
  /** Why the server last refused a premium feature (402), while its banner shows; null when none shows. */
  refusal: PremiumRefusal | null;
  /** What the app knows of the signed-in user's premium now, for the features that ask nothing without it (phrase improvement). */
  known: KnownPremium | null;
}

const initialState: PremiumState = { refusal: null, known: null };

/** Why premium features are off in a subscription state (subscriptions on, no trial, nothing paying); null when on. */
export const refusalInState = (state: SubscriptionState): PremiumRefusal | null =>
  state.subscriptionsEnabled && !state.premium ? (state.reason ?? 'blocked') : null;

/**
 * A subscription state RTK Query read (GET /me/subscription on the Subscribe screen or in Settings: lib/api's
 * getSubscriptionState, whose argument is the user's id), matched by its action's shape: the state here must not
 * import the API, which the first board never loads (lib/api/api-loading.ts).
 */
const subscriptionStateRead = (action: UnknownAction): action is UnknownAction & { payload: SubscriptionState; meta: { arg: { originalArgs: string } } } => {
  const meta = (action as { meta?: { arg?: { endpointName?: unknown; originalArgs?: unknown } } }).meta;
  return action.type === 'api/executeQuery/fulfilled' && meta?.arg?.endpointName === 'getSubscriptionState' && typeof meta.arg.originalArgs === 'string';
};

/**
 * The subscribe banner of spec 01 §6: a premium call the server refused (publishing, copying a public board, a sound
 * upload) raises it with the server's reason, "Your free trial has ended" or "This feature is blocked". And what the
 * app knows of the user's premium, from the subscription state read or a 402.
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
    premiumKnown(state, action: PayloadAction<KnownPremium>) {
      state.known = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(subscriptionStateRead, (state, action) => {
      if (action.meta.arg.originalArgs !== '') state.known = { userId: action.meta.arg.originalArgs, refusal: refusalInState(action.payload) };
    });
  },
  selectors: {
    selectPremiumRefusal: (state) => state.refusal,
    selectKnownPremium: (state) => state.known,
  },
});

export const { premiumRefused, premiumBannerClosed, premiumKnown } = premiumSlice.actions;
export const { selectPremiumRefusal, selectKnownPremium } = premiumSlice.selectors;
