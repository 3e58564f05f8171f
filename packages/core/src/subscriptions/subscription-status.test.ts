import { describe, expect, it } from 'vitest';
import {
  applySubscriptionEvent,
  DAY_MS,
  premiumState,
  settleSubscription,
  subscriptionGivesPremium,
  type PremiumFacts,
  type SubscriptionEvent,
  type SubscriptionRecord,
  type SubscriptionStatus,
} from './subscription-status.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();
const record = (status: SubscriptionStatus, expirationDate: string | null = null, graceEndsAt: string | null = null): SubscriptionRecord => ({
  status,
  expirationDate,
  graceEndsAt,
});
const options = { now: NOW, graceDays: 7 };

describe('applySubscriptionEvent', () => {
  const cases: [string, SubscriptionRecord, SubscriptionEvent, SubscriptionRecord][] = [
    ['created → processing', record('not_subscribed'), { type: 'pending' }, record('processing')],
    ['a late "created" keeps an active one', record('active', at(20)), { type: 'pending' }, record('active', at(20))],
    ['approved → active until the next billing', record('processing'), { type: 'paid', paidUntil: at(30) }, record('active', at(30))],
    ['paid without a date keeps the date known', record('in_grace_period', at(1), at(8)), { type: 'paid' }, record('active', at(1))],
    ['payment failed → grace for GRACE_DAYS', record('active', at(0)), { type: 'payment_failed' }, record('in_grace_period', at(0), at(7))],
    ['cancelled keeps the paid period', record('active', at(12)), { type: 'cancelled' }, record('canceled', at(12))],
    ['a payment told after the cancel stays cancelled', record('canceled', at(2)), { type: 'paid', paidUntil: at(30) }, record('canceled', at(30))],
    ['suspended → paused', record('active', at(12)), { type: 'paused' }, record('paused', at(12))],
    ['expired keeps its date', record('in_grace_period', at(-1), at(6)), { type: 'expired' }, record('expired', at(-1))],
    ['expired without a date ends now', record('processing'), { type: 'expired' }, record('expired', NOW.toISOString())],
  ];
  it.each(cases)('%s', (_, before, event, after) => {
    expect(applySubscriptionEvent(before, event, options)).toEqual(after);
  });
});

describe('settleSubscription', () => {
  const cases: [string, SubscriptionRecord, SubscriptionRecord][] = [
    ['active within its period stays', record('active', at(1)), record('active', at(1))],
    ['active past its period without renewal enters grace from that date', record('active', at(-2)), record('in_grace_period', at(-2), at(5))],
    ['active past period and grace is expired', record('active', at(-8)), record('expired', at(-1))],
    ['grace not yet over stays', record('in_grace_period', at(-1), at(1)), record('in_grace_period', at(-1), at(1))],
    ['grace over → expired on its end', record('in_grace_period', at(-9), at(-2)), record('expired', at(-2))],
    ['cancelled with paid time left stays', record('cancelled', at(3)), record('canceled', at(3))],
    ['cancelled past its period → expired', record('canceled', at(-1)), record('expired', at(-1))],
    ['"proccesing" is spelt "processing"', record('proccesing'), record('processing')],
    ['paused stays paused', record('paused', at(-40)), record('paused', at(-40))],
  ];
  it.each(cases)('%s', (_, before, after) => {
    expect(settleSubscription(before, options)).toEqual(after);
  });

  it('gives premium only while active, in grace, or cancelled with time left', () => {
    const premium = (r: SubscriptionRecord) => subscriptionGivesPremium(r, NOW);
    expect(['active', 'in_grace_period'].map((status) => premium(record(status as SubscriptionStatus, at(1), at(2))))).toEqual([true, true]);
    expect(premium(record('canceled', at(1)))).toBe(true);
    expect(premium(record('cancelled', at(-1)))).toBe(false);
    const never: SubscriptionStatus[] = ['processing', 'proccesing', 'not_subscribed', 'error', 'empty_product', 'unverified', 'on_hold', 'paused', 'expired'];
    expect(never.filter((status) => premium(record(status, at(10))))).toEqual([]);
  });
});

describe('premiumState', () => {
  const facts = (overrides: Partial<PremiumFacts> = {}, user: Partial<PremiumFacts['user']> = {}): PremiumFacts => ({
    enabled: true,
    now: NOW,
    trialDays: 15,
    graceDays: 7,
    freeCountries: ['AR'],
    subscriptions: [],
    ...overrides,
    user: { createdAt: at(-3), isByBackOffice: false, countryCode: null, ...user },
  });
  const sub = (id: string, r: SubscriptionRecord) => ({ id, ...r });

  it('is on for everyone when subscriptions are off', () => {
    expect(premiumState(facts({ enabled: false, trialDays: 0 }, { createdAt: at(-400) }))).toMatchObject({ premium: true, refusal: null, status: 'active' });
  });

  it('is always on for back-office users and free countries', () => {
    expect(premiumState(facts({ trialDays: 0 }, { isByBackOffice: true }))).toMatchObject({ premium: true, status: 'active', isSubscribed: true });
    expect(premiumState(facts({ trialDays: 0 }, { countryCode: 'ar' }))).toMatchObject({ premium: true, status: 'active', isInFreeCountry: true });
    expect(premiumState(facts({ trialDays: 0 }, { countryCode: 'UY' }))).toMatchObject({ premium: false, isInFreeCountry: false });
  });

  const cases: [string, Partial<PremiumFacts>, string, Partial<ReturnType<typeof premiumState>>][] = [
    ['on trial TRIAL_DAYS from creation', {}, at(-14), { premium: true, status: 'on_trial_period', isOnTrialPeriod: true, expirationDate: at(1) }],
    ['trial over', {}, at(-15), { premium: false, refusal: 'trial_ended', status: 'not_subscribed' }],
    ['no trial at all', { trialDays: 0 }, at(0), { premium: false, refusal: 'blocked', status: 'not_subscribed' }],
    [
      'processing during the trial',
      { subscriptions: [sub('s1', record('processing'))] },
      at(-1),
      { premium: true, status: 'processing', isOnTrialPeriod: false },
    ],
    [
      'active',
      { subscriptions: [sub('s1', record('active', at(20)))] },
      at(-90),
      { premium: true, status: 'active', isSubscribed: true, subscriptionId: 's1' },
    ],
    [
      'in grace shows the grace end',
      { subscriptions: [sub('s1', record('in_grace_period', at(-1), at(6)))] },
      at(-90),
      { premium: true, status: 'in_grace_period', expirationDate: at(6) },
    ],
    ['expired', { subscriptions: [sub('s1', record('in_grace_period', at(-9), at(-2)))] }, at(-90), { premium: false, refusal: 'blocked', status: 'expired' }],
    [
      'an older active one wins over a newer expired one',
      { subscriptions: [sub('new', record('expired', at(-1))), sub('old', record('active', at(5)))] },
      at(-90),
      { premium: true, subscriptionId: 'old' },
    ],
  ];
  it.each(cases)('%s', (_, overrides, createdAt, expected) => {
    expect(premiumState(facts(overrides, { createdAt }))).toMatchObject(expected);
  });
});
