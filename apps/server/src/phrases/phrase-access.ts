import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../plugins/auth.ts';

/**
 * THE hook point for premium gating of phrase improvement (issue 29: "premium-gated when subscriptions are on"): whether
 * this signed-in user may have phrases improved. Today every signed-in user may. Subscriptions (branch subs27) decide
 * here, and nowhere else: answering false makes POST /gpt/edit answer an empty phrase without calling the provider.
 */
export async function mayImprovePhrases(_app: FastifyInstance, _user: AuthUser): Promise<boolean> {
  return true;
}
