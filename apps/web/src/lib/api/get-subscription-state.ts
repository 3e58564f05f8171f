import { SubscriptionStateSchema, type PremiumRefusal, type SubscriptionState } from '@tessera/core';
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

/**
 * Why premium features are off for the signed-in user `userId` now (subscriptions on, no trial left, nothing paying),
 * from the same state; null when they are on, for a guest, with `skip`, or when the state cannot be read (offline, an
 * older server: the server still decides); undefined while it is first read.
 */
export function usePremiumRefusal(userId: string | undefined, { skip = false } = {}): PremiumRefusal | null | undefined {
  const skipped = skip || !userId;
  const { data, isLoading } = useGetSubscriptionStateQuery(userId ?? '', { skip: skipped });
  if (skipped) return null;
  if (data) return data.subscriptionsEnabled && !data.premium ? (data.reason ?? 'blocked') : null;
  return isLoading ? undefined : null;
}
