import type { SubscriptionEvent } from '@tessera/core';
import type { AuthorizedPayment, Preapproval } from './mercadopago-client.ts';
import type { PaypalSubscription } from './paypal-client.ts';

/** A provider's event, read: which of its subscriptions it is about and what it means (null: an event we do not act on). */
export type ReadEvent = { providerSubscriptionId: string; event: SubscriptionEvent | null };

type PaypalWebhook = {
  id?: unknown;
  event_type?: unknown;
  resource?: { id?: unknown; billing_agreement_id?: unknown; billing_info?: { next_billing_time?: unknown } };
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** PayPal's subscription webhooks (developer.paypal.com, "Subscriptions webhooks") and the sale of a renewal. */
export function readPaypalEvent(webhook: PaypalWebhook): ReadEvent | null {
  const type = text(webhook.event_type);
  const resource = webhook.resource ?? {};
  if (type === 'PAYMENT.SALE.COMPLETED' || type === 'PAYMENT.SALE.DENIED') {
    const id = text(resource.billing_agreement_id);
    return id === null ? null : { providerSubscriptionId: id, event: type === 'PAYMENT.SALE.COMPLETED' ? { type: 'paid' } : { type: 'payment_failed' } };
  }
  const id = text(resource.id);
  if (!type?.startsWith('BILLING.SUBSCRIPTION.') || !id) return null;
  const paidUntil = text(resource.billing_info?.next_billing_time);
  const events: Record<string, SubscriptionEvent> = {
    'BILLING.SUBSCRIPTION.CREATED': { type: 'pending' },
    'BILLING.SUBSCRIPTION.ACTIVATED': { type: 'paid', paidUntil },
    'BILLING.SUBSCRIPTION.RE-ACTIVATED': { type: 'paid', paidUntil },
    'BILLING.SUBSCRIPTION.PAYMENT.FAILED': { type: 'payment_failed' },
    'BILLING.SUBSCRIPTION.CANCELLED': { type: 'cancelled' },
    'BILLING.SUBSCRIPTION.SUSPENDED': { type: 'paused' },
    'BILLING.SUBSCRIPTION.EXPIRED': { type: 'expired' },
  };
  return { providerSubscriptionId: id, event: events[type.slice(0, 200)] ?? null };
}

/** The event a provider's subscription status means; `paid` lasts until `paidUntil`, the next billing date it says. */
type StatusEvents = Record<string, Exclude<SubscriptionEvent['type'], 'payment_failed'>>;

const eventOfStatus = (events: StatusEvents, status: string, paidUntil: string | null | undefined): SubscriptionEvent | null => {
  const type = Object.hasOwn(events, status) ? events[status] : undefined;
  if (!type) return null;
  return type === 'paid' ? { type, paidUntil: paidUntil ?? null } : { type };
};

const PAYPAL_STATUS_EVENTS: StatusEvents = {
  APPROVAL_PENDING: 'pending',
  APPROVED: 'pending',
  ACTIVE: 'paid',
  SUSPENDED: 'paused',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

const PREAPPROVAL_STATUS_EVENTS: StatusEvents = { pending: 'pending', authorized: 'paid', paused: 'paused', cancelled: 'cancelled' };

/** A PayPal subscription's status (GET /v1/billing/subscriptions/{id}) as the machine's event: what its webhook says. */
export const paypalSubscriptionEvent = (subscription: PaypalSubscription): SubscriptionEvent | null =>
  eventOfStatus(PAYPAL_STATUS_EVENTS, subscription.status, subscription.billing_info?.next_billing_time);

/** A Mercado Pago preapproval's status as the machine's event. */
export const preapprovalEvent = (preapproval: Preapproval): SubscriptionEvent | null =>
  eventOfStatus(PREAPPROVAL_STATUS_EVENTS, preapproval.status, preapproval.next_payment_date);

/** An authorized payment of a preapproval: approved is paid until the next payment date; rejected or being retried is a failed payment. */
export function authorizedPaymentEvent(payment: AuthorizedPayment, preapproval: Preapproval): SubscriptionEvent | null {
  if (payment.payment?.status === 'approved') return { type: 'paid', paidUntil: preapproval.next_payment_date ?? null };
  if (payment.payment?.status === 'rejected' || payment.status === 'recycling') return { type: 'payment_failed' };
  return null;
}
