import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../subscriptions/subscription-status.ts';

/** The payment providers of the web app (spec 02 §9: subscription platforms). */
export const SUBSCRIPTION_PROVIDERS = ['paypal', 'mercadopago'] as const;
export type SubscriptionProvider = (typeof SUBSCRIPTION_PROVIDERS)[number];

export const BILLING_PERIODS = ['month', 'year'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** A subscription product (spec 02 §3): id, name, currency, price, provider, planId; and its billing period. */
export const PlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  /** Decimal text, as the operator set it ("4.99"). */
  price: z.string(),
  provider: z.enum(SUBSCRIPTION_PROVIDERS),
  /** The provider's own plan id; null when none was configured. */
  planId: z.string().nullable(),
  period: z.enum(BILLING_PERIODS),
});
export type Plan = z.infer<typeof PlanSchema>;

/** GET /plans: plans are read from the field `plans` (spec 02 §7). */
export const PlansAnswerSchema = z.object({ plans: z.array(PlanSchema) });

/** POST /subscription (spec 02 §7): planId, provider, email, plus cardTokenId for Mercado Pago. */
export const NewSubscriptionSchema = z.object({
  planId: z.string().min(1).max(100),
  provider: z.enum(SUBSCRIPTION_PROVIDERS),
  email: z.string().max(320),
  cardTokenId: z.string().min(1).max(500).optional(),
});
export type NewSubscription = z.infer<typeof NewSubscriptionSchema>;

/** Its answer: `link` (PayPal's approval page) or `init_point` (Mercado Pago's), with the subscription's id and status. */
export const NewSubscriptionAnswerSchema = z.object({
  id: z.string(),
  status: SubscriptionStatusSchema,
  link: z.string().optional(),
  init_point: z.string().optional(),
  message: z.string().optional(),
});
export type NewSubscriptionAnswer = z.infer<typeof NewSubscriptionAnswerSchema>;

/** A subscription list item (spec 02 §3): id, status, expirationDate. */
export const SubscriptionListItemSchema = z.object({ id: z.string(), status: SubscriptionStatusSchema, expirationDate: z.string().nullable() });
export const SubscriptionListSchema = z.array(SubscriptionListItemSchema);
export type SubscriptionListItem = z.infer<typeof SubscriptionListItemSchema>;

/** GET /subscriber/:id (spec 02 §7): status, creation date, expiration date and id. */
export const SubscriberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  status: SubscriptionStatusSchema,
  createdAt: z.string(),
  expirationDate: z.string().nullable(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;

/** POST /subscriber: userId and status (the status is the server's to decide; the one sent is not taken). */
export const NewSubscriberSchema = z.object({ userId: z.string().min(1).max(100), status: z.string().max(50).optional() });

/** POST /subscription/:id/cancel: the spec's message, and the subscription as it now is. */
export const CancelledSubscriptionSchema = z.object({ message: z.string(), id: z.string(), status: SubscriptionStatusSchema });
export type CancelledSubscription = z.infer<typeof CancelledSubscriptionSchema>;

/** POST /subscriber/:id/transaction (spec 02 §7): ok, data and error.message. */
export const SubscriberTransactionAnswerSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  error: z.object({ message: z.string() }),
  data: z.unknown().optional(),
});

/** Why the server refused a premium feature (402). */
export const PREMIUM_REFUSALS = ['trial_ended', 'blocked'] as const;
export const PremiumRefusalSchema = z.object({ message: z.string(), reason: z.enum(PREMIUM_REFUSALS) });

/** GET /me/subscription: the whole subscription state of spec 02 §3, and what the app needs to offer a subscription. */
export const SubscriptionStateSchema = z.object({
  /** False when no payment provider is configured: no Subscribe row, no banners, every feature on. */
  subscriptionsEnabled: z.boolean(),
  premium: z.boolean(),
  reason: z.enum(PREMIUM_REFUSALS).nullable(),
  status: SubscriptionStatusSchema,
  expirationDate: z.string().nullable(),
  ownedProduct: z.object({ title: z.string(), billingPeriod: z.enum(BILLING_PERIODS) }).nullable(),
  products: z.array(PlanSchema),
  isSubscribed: z.boolean(),
  isOnTrialPeriod: z.boolean(),
  error: z.object({ showError: z.boolean(), code: z.string() }),
  /** Native store purchases are not part of the web app. */
  androidSubscriptionState: z.null(),
  isInFreeCountry: z.boolean(),
  trialDays: z.number().int(),
  /** The providers configured, and Mercado Pago's public key for its card form. */
  providers: z.array(z.enum(SUBSCRIPTION_PROVIDERS)),
  mercadoPagoPublicKey: z.string().nullable(),
});
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;
