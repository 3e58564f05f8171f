import { describe, expect, it } from 'vitest';
import { canSubscribe, displayStatus, type DisplayStatus } from './display-status.ts';
import type { SubscriptionStatus } from './subscription-status.ts';

const state = (status: SubscriptionStatus, { showError = false, isOnTrialPeriod = false, isSubscribed = false, products = [{}] as unknown[] } = {}) => ({
  status,
  error: { showError },
  isOnTrialPeriod,
  isSubscribed,
  products,
});

describe('displayStatus (spec 02 §4)', () => {
  const cases: [string, ReturnType<typeof state>, Partial<DisplayStatus>][] = [
    ['the error flag wins', state('active', { showError: true }), { status: 'error', severity: 'error', refresh: false }],
    ['trial while not subscribed', state('not_subscribed', { isOnTrialPeriod: true }), { status: 'on_trial_period', severity: 'info', refresh: false }],
    [
      'no trial shown while processing',
      state('proccesing', { isOnTrialPeriod: true }),
      { status: 'processing', severity: 'info', spinner: true, refresh: true },
    ],
    ['no trial shown once subscribed', state('active', { isOnTrialPeriod: true, isSubscribed: true }), { status: 'active', severity: 'success' }],
    ['no products and not subscribed', state('not_subscribed', { products: [] }), { status: 'empty_product', severity: 'warning', refresh: false }],
    ['not subscribed with products', state('not_subscribed'), { status: 'not_subscribed', severity: 'info', refresh: true }],
    ['grace', state('in_grace_period'), { severity: 'warning' }],
    ['cancelled, spelt so', state('cancelled'), { status: 'canceled', severity: 'warning' }],
    ['paused', state('paused'), { severity: 'info', spinner: false }],
  ];
  it.each(cases)('%s', (_, input, expected) => {
    expect(displayStatus(input)).toMatchObject(expected);
  });

  it('gives every status a severity', () => {
    for (const status of ['unverified', 'on_hold', 'expired'] as const) expect(displayStatus(state(status)).severity).toBe('warning');
  });

  it('enables subscribing when not subscribed, unverified or unset, and again once a subscription ended', () => {
    expect([undefined, null, 'not_subscribed', 'unverified'].map((status) => canSubscribe(status as SubscriptionStatus))).toEqual([true, true, true, true]);
    expect((['expired', 'canceled', 'cancelled'] as const).map(canSubscribe)).toEqual([true, true, true]);
    expect((['active', 'processing', 'proccesing', 'in_grace_period', 'paused', 'on_hold', 'error'] as const).filter(canSubscribe)).toEqual([]);
  });
});
