import {
  CancelledSubscriptionSchema,
  NewSubscriptionAnswerSchema,
  SubscriptionListSchema,
  type CancelledSubscription,
  type NewSubscription,
  type NewSubscriptionAnswer,
  type SubscriptionListItem,
} from '@tessera/core';
import { api } from './api';

export type { NewSubscriptionAnswer, SubscriptionListItem };

/**
 * The subscription calls of spec 02 §7: the caller's subscriptions (GET /subscription/list), a checkout
 * (POST /subscription: PayPal answers `link`, Mercado Pago `init_point`) and a cancel (POST /subscription/:id/cancel).
 */
export const subscriptionRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionList: build.query<SubscriptionListItem[], string>({
      query: () => ({ path: '/subscription/list', schema: SubscriptionListSchema }),
      providesTags: ['Subscription'],
    }),
    createSubscription: build.mutation<NewSubscriptionAnswer, NewSubscription>({
      query: (body) => ({ path: '/subscription', method: 'POST', body, schema: NewSubscriptionAnswerSchema }),
    }),
    cancelSubscription: build.mutation<CancelledSubscription, string>({
      query: (id) => ({ path: `/subscription/${encodeURIComponent(id)}/cancel`, method: 'POST', schema: CancelledSubscriptionSchema }),
    }),
  }),
});

export const { useGetSubscriptionListQuery, useCreateSubscriptionMutation, useCancelSubscriptionMutation } = subscriptionRequestsApi;
