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

/** The subscribe button is enabled only when the status is not_subscribed, unverified, or unset. */
export const canSubscribe = (status: SubscriptionStatus | null | undefined): boolean => !status || status === 'not_subscribed' || status === 'unverified';
