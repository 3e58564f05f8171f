import { PlansAnswerSchema, type Plan } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The plans offered through the configured providers (none when subscriptions are off). */
export async function offeredPlans(app: FastifyInstance): Promise<Plan[]> {
  const { paypal, mercadoPago } = app.subscriptions;
  const plans = await app.repositories.plans.list();
  return plans.filter((plan) => (plan.provider === 'paypal' ? paypal !== null : mercadoPago !== null));
}

/** GET /plans (spec 02 §7): read from the field `plans`. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        summary: 'The subscription plans offered, through the payment providers configured',
        tags: ['subscription'],
        response: { 200: PlansAnswerSchema },
      },
    },
    async () => ({ plans: await offeredPlans(app) }),
  );
};
