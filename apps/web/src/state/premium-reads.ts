import { SubscriptionStateSchema, type PremiumRefusal } from '@tessera/core';
import { callApi } from '../lib/api/call-api';
import type { AppThunk } from './app-thunk';
import { premiumKnown, refusalInState } from './premium-slice';

/** The user whose premium is being read now, so that the features asking at once wait for one answer. */
let reading: string | undefined;

/**
 * Reads whether premium is on for the signed-in user `userId` (GET /me/subscription, with a plain request: the first
 * board does not load RTK Query) into the premium slice. A state that cannot be read (offline, an older server)
 * counts as premium on: the server still refuses what is not.
 */
export const readPremium =
  (userId: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (reading === userId) return;
    reading = userId;
    let refusal: PremiumRefusal | null = null;
    try {
      refusal = refusalInState(await dispatch(callApi({ path: '/me/subscription', auth: 'optional' }, SubscriptionStateSchema)));
    } catch {
      refusal = null;
    } finally {
      reading = undefined;
    }
    if (getState().auth.user?.id === userId) dispatch(premiumKnown({ userId, refusal }));
  };
