import { canonicalStatus, type BillingPeriod, type Plan, type SubscriptionListItem, type SubscriptionStatus } from '@tessera/core';
import { subscribeMessages } from './messages';

/** A product's name as a card shows it: a trailing product tag, "(Tessera)" say, removed (spec 02 §2). */
export const cleanProductName = (name: string): string => name.replace(/\s*\([^()]*\)\s*$/, '').trim() || name.trim();

/** One product card: a plan as it is sold (name, price, period), with the plans of each provider selling it. */
export type ProductCard = { key: string; name: string; currency: string; price: string; period: BillingPeriod; plans: Plan[] };

/**
 * The product cards: one per product, whatever the providers selling it (so a PayPal plan is not a card of its own but
 * the PayPal button of its product's card), in the order the server offers them.
 */
export function productCards(products: readonly Plan[]): ProductCard[] {
  const cards = new Map<string, ProductCard>();
  for (const plan of products) {
    const name = cleanProductName(plan.name);
    const key = [name, plan.currency, plan.price, plan.period].join('|');
    const card = cards.get(key) ?? { key, name, currency: plan.currency, price: plan.price, period: plan.period, plans: [] };
    if (!card.plans.some((other) => other.provider === plan.provider)) card.plans.push(plan);
    cards.set(key, card);
  }
  return [...cards.values()];
}

/** The info card's payment date label for a status (spec 02 §2); none for the others. */
export function paymentDateLabel(status: SubscriptionStatus) {
  const shown = canonicalStatus(status);
  if (shown === 'active') return subscribeMessages.nextPaymentAt;
  if (shown === 'in_grace_period') return subscribeMessages.fixPaymentBefore;
  if (shown === 'canceled' || shown === 'expired') return subscribeMessages.premiumEndsOn;
  return null;
}

/** The info card's status chip. */
export function statusChip(status: SubscriptionStatus) {
  const shown = canonicalStatus(status);
  if (shown === 'active') return { label: subscribeMessages.chipActive, color: 'success' as const };
  if (shown === 'in_grace_period') return { label: subscribeMessages.chipGrace, color: 'warning' as const };
  return { label: subscribeMessages.chipCanceled, color: 'default' as const };
}

/** The listed subscription a cancel applies to: one still running at its provider; undefined when none is. */
export const activeListed = (list: readonly SubscriptionListItem[]): SubscriptionListItem | undefined =>
  list.find((item) => ['active', 'in_grace_period'].includes(canonicalStatus(item.status)));
