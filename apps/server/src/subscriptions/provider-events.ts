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

/** A PayPal subscription's status (GET /v1/billing/subscriptions/{id}) as the machine's event: what its webhook says. */
export function paypalSubscriptionEvent(subscription: PaypalSubscription): SubscriptionEvent | null {
  switch (subscription.status) {
    case 'APPROVAL_PENDING':
    case 'APPROVED':
      return { type: 'pending' };
    case 'ACTIVE':
      return { type: 'paid', paidUntil: subscription.billing_info?.next_billing_time ?? null };
    case 'SUSPENDED':
      return { type: 'paused' };
    case 'CANCELLED':
      return { type: 'cancelled' };
    case 'EXPIRED':
      return { type: 'expired' };
    default:
      return null;
  }
}

/** A Mercado Pago preapproval's status as the machine's event. */
export function preapprovalEvent(preapproval: Preapproval): SubscriptionEvent | null {
  switch (preapproval.status) {
    case 'pending':
      return { type: 'pending' };
    case 'authorized':
      return { type: 'paid', paidUntil: preapproval.next_payment_date ?? null };
    case 'paused':
      return { type: 'paused' };
    case 'cancelled':
      return { type: 'cancelled' };
    default:
      return null;
  }
}

/** An authorized payment of a preapproval: approved is paid until the next payment date; rejected or being retried is a failed payment. */
export function authorizedPaymentEvent(payment: AuthorizedPayment, preapproval: Preapproval): SubscriptionEvent | null {
  if (payment.payment?.status === 'approved') return { type: 'paid', paidUntil: preapproval.next_payment_date ?? null };
  if (payment.payment?.status === 'rejected' || payment.status === 'recycling') return { type: 'payment_failed' };
  return null;
}
