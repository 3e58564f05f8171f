import { canonicalStatus, type SubscriptionStatus } from './subscription-status.ts';

export type AlertSeverity = 'success' | 'warning' | 'info' | 'error';

/** What the Subscribe screen shows for a state (spec 02 §4, "Subscription display status"). */
export type DisplayStatus = {
  status: SubscriptionStatus;
  severity: AlertSeverity;
  /** Processing shows a spinner. */
  spinner: boolean;
  /** The refresh action is hidden for error, empty_product and trial. */
  refresh: boolean;
};

const SEVERITY: Record<SubscriptionStatus, AlertSeverity> = {
  active: 'success',
  canceled: 'warning',
  cancelled: 'warning',
  in_grace_period: 'warning',
  empty_product: 'warning',
  unverified: 'warning',
  on_hold: 'warning',
  expired: 'warning',
  processing: 'info',
  proccesing: 'info',
  not_subscribed: 'info',
  on_trial_period: 'info',
  paused: 'info',
  error: 'error',
};

/**
 * The status shown: the error state when the error flag is up; the trial when the user is on it, not subscribed and not
 * processing; empty_product when there are no products and the status is not_subscribed; otherwise the status itself.
 */
export function displayStatus(state: {
  status: SubscriptionStatus;
  error: { showError: boolean };
  isOnTrialPeriod: boolean;
  isSubscribed: boolean;
  products: readonly unknown[];
}): DisplayStatus {
  const status = canonicalStatus(state.status);
  let shown: SubscriptionStatus = status;
  if (state.error.showError) shown = 'error';
  else if (state.isOnTrialPeriod && !state.isSubscribed && status !== 'processing') shown = 'on_trial_period';
  else if (state.products.length === 0 && status === 'not_subscribed') shown = 'empty_product';
  return { status: shown, severity: SEVERITY[shown], spinner: shown === 'processing', refresh: !['error', 'empty_product', 'on_trial_period'].includes(shown) };
}

/**
 * The statuses whose subscribe buttons are enabled. Spec 02 §4 names not_subscribed, unverified and unset; read
 * literally, a user whose subscription ended (expired, or cancelled and run out) could never subscribe again, so
 * those two are added (docs/ARCHITECTURE.md, "Subscriptions"). A subscription still running at its provider (active,
 * grace, processing, paused, on hold) keeps them off: a second one would be charged beside it.
 */
const SUBSCRIBABLE: ReadonlySet<SubscriptionStatus> = new Set(['not_subscribed', 'unverified', 'expired', 'canceled']);

/** Whether the subscribe buttons are enabled for a status: unset, not subscribed, unverified, or ended (expired, cancelled). */
export const canSubscribe = (status: SubscriptionStatus | null | undefined): boolean => !status || SUBSCRIBABLE.has(canonicalStatus(status));
