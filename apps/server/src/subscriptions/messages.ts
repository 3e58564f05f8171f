/** Every text the subscription calls answer with (spec 02 §5, §8; spec 01 §6); the client shows them as they are. */
export const SUBSCRIPTION_MESSAGES = {
  planMissing: 'Plan configuration missing for PayPal subscription',
  noSubscriberId: 'No subscriber id supplied',
  subscriptionFailed: 'Subscription request failed',
  paymentFailed: 'Payment request failed',
  planNotFound: 'Plan not found',
  providerNotConfigured: 'This payment provider is not available',
  planOfOtherProvider: 'This plan is not offered through this payment provider',
  cardTokenMissing: 'A card is needed to subscribe with Mercado Pago',
  subscriptionNotFound: 'Subscription not found',
  subscriberNotFound: 'subscriber not found',
  cancelled: 'Your subscription was cancelled successfully.',
  cancelFailed: 'There was an error cancelling your subscription, please try again in a moment.',
  webhookRefused: 'Webhook refused',
  webhookApplied: 'ok',
  transactionFailed: 'Transaction validation failed',
  // Spec 01 §6: a premium feature refused.
  blocked: 'This feature is blocked',
  trialEnded: 'Your free trial has ended',
} as const;

/** A provider's API answered with an error, or could not be reached. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
