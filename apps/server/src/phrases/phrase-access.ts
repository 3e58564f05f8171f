import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../plugins/auth.ts';
import type { PremiumRefusalAnswer } from '../plugins/subscriptions.ts';

/**
 * Phrase improvement is premium (issue 29, spec 02 §1): when subscriptions are on, a user whose premium is off (trial
 * over, nothing paying) is refused with the same 402 answer as every premium feature, without the provider being
 * called. With subscriptions off, null for everyone. The app asks nothing while its state says premium is off.
 */
export function phraseImprovementRefusal(app: FastifyInstance, user: AuthUser): Promise<PremiumRefusalAnswer | null> {
  return app.subscriptions.refusalOf(user.id);
}
