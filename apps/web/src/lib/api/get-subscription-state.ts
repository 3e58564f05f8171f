import { SubscriptionStateSchema, type SubscriptionState } from '@tessera/core';
import { api } from './api';

export type { SubscriptionState };

/**
 * GET /me/subscription: the caller's whole subscription state (spec 02 §3), a guest's too, and whether subscriptions
 * are on at all (off when the server has no payment provider: no Subscribe row, no banners). The argument is the
 * signed-in user's id ('' for a guest), so a login or a logout reads the state afresh.
 */
export const getSubscriptionStateApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionState: build.query<SubscriptionState, string>({
      query: () => ({ path: '/me/subscription', auth: 'optional', schema: SubscriptionStateSchema }),
      providesTags: ['Subscription'],
    }),
  }),
});

export const { useGetSubscriptionStateQuery } = getSubscriptionStateApi;
