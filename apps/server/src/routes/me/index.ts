import { SubscriptionStateSchema, type SubscriptionProvider, type SubscriptionState } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../http/message-schema.ts';
import { optionalUser } from '../../http/signed-in-user.ts';
import { pullProcessing } from '../../subscriptions/provider-pull.ts';
import { offeredPlans } from '../plans/index.ts';

/** GET /me/subscription: the whole subscription state of spec 02 §3, for a guest too (offers, and nothing gated). */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscription',
    {
      schema: {
        summary: "The caller's subscription state: status, expiry, owned product, products, trial and free country; the providers offered",
        tags: ['subscription'],
        response: { 200: SubscriptionStateSchema, 403: MessageSchema },
      },
    },
    async (request, reply): Promise<SubscriptionState> => {
      const { config, paypal, mercadoPago } = app.subscriptions;
      const user = await optionalUser(app, request, reply);
      const products = await offeredPlans(app);
      const providers: SubscriptionProvider[] = [...(paypal ? ['paypal' as const] : []), ...(mercadoPago ? ['mercadopago' as const] : [])];
      const common = {
        subscriptionsEnabled: config.enabled,
        products,
        error: { showError: false, code: '' },
        androidSubscriptionState: null,
        trialDays: config.trialDays,
        providers,
        mercadoPagoPublicKey: config.mercadoPago?.publicKey ?? null,
      };
      if (!user) {
        return {
          ...common,
          premium: true,
          reason: null,
          status: 'not_subscribed',
          expirationDate: null,
          ownedProduct: null,
          isSubscribed: false,
          isOnTrialPeriod: false,
          isInFreeCountry: false,
        };
      }
      // A refresh asks the provider about a subscription still processing (its webhook may be late, or lost).
      await pullProcessing(app, user.id, request.log);
      const state = await app.subscriptions.stateOf(user.id);
      const subscription = state.subscriptionId ? await app.repositories.subscriptions.findById(state.subscriptionId) : undefined;
      const plan = subscription && (await app.repositories.plans.findById(subscription.planId));
      return {
        ...common,
        premium: state.premium,
        reason: state.refusal,
        status: state.status,
        expirationDate: state.expirationDate,
        ownedProduct: state.isSubscribed && plan ? { title: plan.name, billingPeriod: plan.period } : null,
        isSubscribed: state.isSubscribed,
        isOnTrialPeriod: state.isOnTrialPeriod,
        isInFreeCountry: state.isInFreeCountry,
      };
    },
  );
};
