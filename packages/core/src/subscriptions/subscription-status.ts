/**
 * The subscription status machine (spec 02 §4, §9): the statuses a subscription takes, the transitions provider events
 * and time make, and whether premium is on. Pure: the time, the trial and grace lengths and the user's facts are passed in.
 */

/** Every status of spec 02 §4 and §9, the two spellings seen in the wild ("cancelled", "proccesing") included. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'canceled',
  'cancelled',
  'in_grace_period',
  'processing',
  'proccesing',
  'not_subscribed',
  'error',
  'empty_product',
  'on_trial_period',
  'unverified',
  'on_hold',
  'paused',
  'expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The spelling a status is stored and answered in: "cancelled" is "canceled", "proccesing" is "processing". */
export function canonicalStatus(status: SubscriptionStatus): SubscriptionStatus {
  if (status === 'cancelled') return 'canceled';
  if (status === 'proccesing') return 'processing';
  return status;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** One subscription as stored: its status, when what was paid for ends, and when a failed payment's grace ends. */
export type SubscriptionRecord = { status: SubscriptionStatus; expirationDate: string | null; graceEndsAt: string | null };

/** What a provider's event means, whatever the provider (the webhooks translate theirs into these). */
export type SubscriptionEvent =
  /** Created at the provider, waiting for the buyer's approval or the first charge. */
  | { type: 'pending' }
  /** Approved, or a payment went through: paid until `paidUntil` (the next billing date) when the provider says. */
  | { type: 'paid'; paidUntil?: string | null }
  /** A payment failed: premium stays on for the grace period. */
  | { type: 'payment_failed' }
  /** Cancelled by the user or the provider: premium stays on until what was paid for ends. */
  | { type: 'cancelled' }
  /** Suspended or paused at the provider. */
  | { type: 'paused' }
  /** Ended at the provider. */
  | { type: 'expired' };

export type MachineOptions = { now: Date; graceDays: number };

const iso = (ms: number) => new Date(ms).toISOString();

/** The record after a provider's event. */
export function applySubscriptionEvent(record: SubscriptionRecord, event: SubscriptionEvent, { now, graceDays }: MachineOptions): SubscriptionRecord {
  switch (event.type) {
    case 'pending':
      // A late "created" after the subscription went further changes nothing.
      return record.status === 'not_subscribed' || record.status === 'processing' || record.status === 'proccesing'
        ? { ...record, status: 'processing' }
        : record;
    case 'paid':
      // A payment told late, after the cancel: it pays for the period, and the subscription stays cancelled.
      if (canonicalStatus(record.status) === 'canceled') return { ...record, expirationDate: event.paidUntil ?? record.expirationDate };
      return { status: 'active', expirationDate: event.paidUntil ?? record.expirationDate, graceEndsAt: null };
    case 'payment_failed':
      return { ...record, status: 'in_grace_period', graceEndsAt: iso(now.getTime() + graceDays * DAY_MS) };
    case 'cancelled':
      return { ...record, status: 'canceled', graceEndsAt: null };
    case 'paused':
      return { ...record, status: 'paused', graceEndsAt: null };
    case 'expired':
      return { ...record, status: 'expired', graceEndsAt: null, expirationDate: record.expirationDate ?? now.toISOString() };
  }
}

/**
 * The record as time has moved it: an active subscription past its paid period without a renewal enters the grace
 * period (GRACE_DAYS after that date); a grace period run out, or a cancelled one past its paid period, is expired.
 */
export function settleSubscription(record: SubscriptionRecord, { now, graceDays }: MachineOptions): SubscriptionRecord {
  const at = now.getTime();
  const expiration = record.expirationDate ? Date.parse(record.expirationDate) : NaN;
  const status = canonicalStatus(record.status);
  if (status === 'active' && expiration <= at) {
    return settleSubscription({ ...record, status: 'in_grace_period', graceEndsAt: iso(expiration + graceDays * DAY_MS) }, { now, graceDays });
  }
  if (status === 'in_grace_period' && record.graceEndsAt && Date.parse(record.graceEndsAt) <= at) {
    return { ...record, status: 'expired', graceEndsAt: null, expirationDate: record.graceEndsAt };
  }
  if (status === 'canceled' && !(expiration > at))
    return { ...record, status: 'expired', graceEndsAt: null, expirationDate: record.expirationDate ?? now.toISOString() };
  return status === record.status ? record : { ...record, status };
}

/** Whether a (settled) subscription gives premium: active, in its grace period, or cancelled with paid time left. */
export function subscriptionGivesPremium(record: SubscriptionRecord, now: Date): boolean {
  const status = canonicalStatus(record.status);
  if (status === 'active' || status === 'in_grace_period') return true;
  return status === 'canceled' && record.expirationDate !== null && Date.parse(record.expirationDate) > now.getTime();
}

/** Why a premium feature is refused: the trial ran out (and nothing was ever subscribed), or premium is off otherwise. */
export type PremiumRefusal = 'trial_ended' | 'blocked';

export type PremiumFacts = {
  /** Whether a payment provider is configured; without one everything is on for everyone. */
  enabled: boolean;
  now: Date;
  trialDays: number;
  graceDays: number;
  freeCountries: readonly string[];
  user: { createdAt: string; isByBackOffice: boolean; countryCode: string | null };
  /** The user's subscriptions, newest first. */
  subscriptions: readonly (SubscriptionRecord & { id: string })[];
};

export type PremiumState = {
  /** Whether premium features are on. */
  premium: boolean;
  /** Why not, when they are off. */
  refusal: PremiumRefusal | null;
  /** The status the app shows (spec 02 §3 status). */
  status: SubscriptionStatus;
  /** When premium paid for (or the trial) ends; null when it does not. */
  expirationDate: string | null;
  isSubscribed: boolean;
  isOnTrialPeriod: boolean;
  isInFreeCountry: boolean;
  /** The subscription the state comes from, if any. */
  subscriptionId: string | null;
};

/**
 * The user's whole premium state: everyone is active when subscriptions are off; back-office users and users of a free
 * country always are; then a subscription giving premium; then the trial (TRIAL_DAYS from the account's creation).
 */
export function premiumState(facts: PremiumFacts): PremiumState {
  const { now, user } = facts;
  const isInFreeCountry = user.countryCode !== null && facts.freeCountries.includes(user.countryCode.toUpperCase());
  const base = { isInFreeCountry, isOnTrialPeriod: false, subscriptionId: null };
  if (!facts.enabled || user.isByBackOffice || isInFreeCountry) {
    return { ...base, premium: true, refusal: null, status: 'active', expirationDate: null, isSubscribed: true };
  }
  const settled = facts.subscriptions.map((record) => ({ ...record, ...settleSubscription(record, facts) }));
  const paying = settled.find((record) => subscriptionGivesPremium(record, now));
  if (paying) {
    return {
      ...base,
      premium: true,
      refusal: null,
      status: paying.status,
      expirationDate: paying.graceEndsAt ?? paying.expirationDate,
      isSubscribed: true,
      subscriptionId: paying.id,
    };
  }
  const latest = settled[0];
  const trialEnds = Date.parse(user.createdAt) + facts.trialDays * DAY_MS;
  const pending = latest && (latest.status === 'processing' || latest.status === 'proccesing');
  if (facts.trialDays > 0 && now.getTime() < trialEnds) {
    // Trial applies while not subscribed and not processing (spec 02 §4); premium is on either way.
    const status = pending ? latest.status : 'on_trial_period';
    return {
      ...base,
      premium: true,
      refusal: null,
      status,
      expirationDate: iso(trialEnds),
      isSubscribed: false,
      isOnTrialPeriod: !pending,
      subscriptionId: latest?.id ?? null,
    };
  }
  return {
    ...base,
    premium: false,
    refusal: facts.trialDays > 0 && !latest ? 'trial_ended' : 'blocked',
    status: latest ? latest.status : 'not_subscribed',
    expirationDate: latest?.expirationDate ?? null,
    isSubscribed: false,
    subscriptionId: latest?.id ?? null,
  };
}
