import { premiumState, settleSubscription, type PremiumRefusal, type PremiumState } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import type { SubscriptionsConfig } from '../config.ts';
import { locationOf } from '../repositories/users-repository.ts';
import { SUBSCRIPTION_MESSAGES } from './messages.ts';

/**
 * The user's premium state now. Transitions time made (a paid period or a grace period run out) are written as they
 * are seen, with their history, so a subscription's stored status is never older than the last time anyone looked.
 */
export async function premiumStateOf(app: FastifyInstance, config: SubscriptionsConfig, userId: string): Promise<PremiumState> {
  const now = app.clock();
  const [user, stored] = await Promise.all([app.repositories.users.findById(userId), app.repositories.subscriptions.listForUser(userId)]);
  const subscriptions = await Promise.all(
    stored.map(async (subscription) => {
      const settled = settleSubscription(subscription, { now, graceDays: config.graceDays });
      return settled.status === subscription.status ? subscription : app.repositories.subscriptions.transition(subscription, settled, 'clock', now);
    }),
  );
  return premiumState({
    enabled: config.enabled,
    now,
    trialDays: config.trialDays,
    graceDays: config.graceDays,
    freeCountries: config.freeCountries,
    user: {
      createdAt: user?.created_at ?? now.toISOString(),
      isByBackOffice: user?.is_by_back_office === 1,
      countryCode: (user && locationOf(user)?.countryCode) || null,
    },
    subscriptions,
  });
}

/** The 402 answer of a premium feature refused: its message (spec 01 §6) and a machine-readable reason. */
export type PremiumRefusalAnswer = { message: string; reason: PremiumRefusal };

/** The 402 answer of a premium feature the user may not use now, or null when they may (always, with subscriptions off). */
export async function premiumRefusalOf(app: FastifyInstance, config: SubscriptionsConfig, userId: string): Promise<PremiumRefusalAnswer | null> {
  if (!config.enabled) return null;
  const state = await premiumStateOf(app, config, userId);
  if (state.premium || !state.refusal) return null;
  return { message: state.refusal === 'trial_ended' ? SUBSCRIPTION_MESSAGES.trialEnded : SUBSCRIPTION_MESSAGES.blocked, reason: state.refusal };
}
