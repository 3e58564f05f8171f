import { applySubscriptionEvent, canonicalStatus, type SubscriptionEvent } from '@tessera/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { StoredSubscription } from '../repositories/subscriptions-repository.ts';
import { ProviderError } from './messages.ts';
import { paypalSubscriptionEvent, preapprovalEvent } from './provider-events.ts';

/** How many of a user's processing subscriptions one refresh asks about: the newest (older ones are checkouts left behind). */
const PULLED_AT_MOST = 3;

/** What the provider says of one subscription now, as the machine's event. */
async function providerEventOf(app: FastifyInstance, subscription: StoredSubscription): Promise<SubscriptionEvent | null> {
  const { paypal, mercadoPago } = app.subscriptions;
  if (subscription.provider === 'paypal') return paypal && paypalSubscriptionEvent(await paypal.getSubscription(subscription.providerSubscriptionId));
  return mercadoPago && preapprovalEvent(await mercadoPago.getPreapproval(subscription.providerSubscriptionId));
}

/**
 * A refresh of the subscription state: each of the user's subscriptions still processing is asked of its provider
 * (PayPal's GET /v1/billing/subscriptions/{id}, Mercado Pago's GET /preapproval/{id}) and moved as its webhook would
 * have moved it, so that a webhook lost or late does not leave a subscriber waiting. A provider that cannot be reached
 * leaves the subscription as it is; its webhook still counts when it comes.
 */
export async function pullProcessing(app: FastifyInstance, userId: string, log: FastifyBaseLogger): Promise<void> {
  if (!app.subscriptions.config.enabled) return;
  const processing = (await app.repositories.subscriptions.listForUser(userId))
    .filter((subscription) => canonicalStatus(subscription.status) === 'processing')
    .slice(0, PULLED_AT_MOST);
  await Promise.all(
    processing.map(async (subscription) => {
      let event: SubscriptionEvent | null;
      try {
        event = await providerEventOf(app, subscription);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ err: error, provider: subscription.provider }, 'a processing subscription could not be read from its provider');
        return;
      }
      if (!event) return;
      const now = app.clock();
      const next = applySubscriptionEvent(subscription, event, { now, graceDays: app.subscriptions.config.graceDays });
      if (next.status === subscription.status && next.expirationDate === subscription.expirationDate) return;
      await app.repositories.subscriptions.transition(subscription, next, `${subscription.provider}:pull`, now);
    }),
  );
}
