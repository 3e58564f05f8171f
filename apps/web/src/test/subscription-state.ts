import { SubscriptionListSchema, SubscriptionStateSchema, type Plan, type SubscriptionListItem, type SubscriptionState } from '@tessera/core';
import { USER_KEY } from '../state/stored-user';
import { answer, stubFetch, type StubCall, type StubReply } from './stub-fetch';

// The subscription state the server answers (GET /me/subscription, spec 02 §3), for the tests of the Subscribe and
// Mercado Pago screens and of the premium features.

export const monthlyPlan: Plan = {
  id: 'plan-1',
  name: 'Premium monthly (Tessera)',
  currency: 'USD',
  price: '4.99',
  provider: 'paypal',
  planId: 'P-1',
  period: 'month',
};
/** When a subscriber's paid period ends, and how the Subscribe screen writes it in English. */
export const END = '2027-01-15T12:00:00.000Z';
export const END_TEXT = 'January 15, 2027';

/** A signed-in user's state with subscriptions on and premium off: not subscribed, no trial; `overrides` say otherwise. */
export const subscriptionStateOf = (overrides: Partial<SubscriptionState> = {}): SubscriptionState => ({
  subscriptionsEnabled: true,
  premium: false,
  reason: 'blocked',
  status: 'not_subscribed',
  expirationDate: null,
  ownedProduct: null,
  products: [monthlyPlan],
  isSubscribed: false,
  isOnTrialPeriod: false,
  error: { showError: false, code: '' },
  androidSubscriptionState: null,
  isInFreeCountry: false,
  trialDays: 15,
  providers: ['paypal'],
  mercadoPagoPublicKey: null,
  ...overrides,
});

/** A subscriber of the monthly plan, active (or as `overrides` say), paid until END. */
export const subscribedStateOf = (overrides: Partial<SubscriptionState> = {}): SubscriptionState =>
  subscriptionStateOf({
    status: 'active',
    premium: true,
    reason: null,
    isSubscribed: true,
    expirationDate: END,
    ownedProduct: { title: monthlyPlan.name, billingPeriod: 'month' },
    ...overrides,
  });

/** Ana, signed in on this device (as the app keeps its user between visits). */
export const signInAna = () => localStorage.setItem(USER_KEY, JSON.stringify({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't' }));

/**
 * The server's answers: the state (each read the next of `states`, the last kept), the caller's subscription list,
 * and `more` for other routes (the rest are the server's 404).
 */
export function subscriptionServer(
  states: SubscriptionState[],
  list: SubscriptionListItem[] = [],
  more: (call: StubCall) => StubReply | undefined = () => undefined,
) {
  let reads = 0;
  return stubFetch((call) => {
    if (call.url === '/api/me/subscription') {
      const state = states[Math.min(reads, states.length - 1)] as SubscriptionState;
      reads += 1;
      return answer(SubscriptionStateSchema, state);
    }
    if (call.url === '/api/subscription/list') return answer(SubscriptionListSchema, list);
    return more(call);
  });
}
