import {
  applySubscriptionEvent,
  NewSubscriptionAnswerSchema,
  NewSubscriptionSchema,
  SubscriptionListSchema,
  CancelledSubscriptionSchema,
  type SubscriptionRecord,
} from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newUserId } from '../../accounts/secret-tokens.ts';
import type { Config } from '../../config.ts';
import { MessageSchema } from '../../http/message-schema.ts';
import { ProviderError, SUBSCRIPTION_MESSAGES } from '../../subscriptions/messages.ts';
import { preapprovalEvent } from '../../subscriptions/provider-events.ts';
import { pullProcessing } from '../../subscriptions/provider-pull.ts';
import { subscriptionWebhookRoutes } from './webhooks.ts';

const security = [{ bearer: [] }];
const ParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** POST /subscription (checkout at PayPal or Mercado Pago), its cancel, the caller's list, and the providers' webhooks. */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(subscriptionWebhookRoutes, { prefix: '/webhook' });
  const backUrl = `${config.publicUrl}/settings/subscribe`;

  app.post(
    '',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Start a subscription to a plan: PayPal answers `link` (its approval page), Mercado Pago (with the card form's cardTokenId) `init_point`",
        tags: ['subscription'],
        security,
        body: NewSubscriptionSchema,
        response: { 201: NewSubscriptionAnswerSchema, 400: MessageSchema, 403: MessageSchema, 404: MessageSchema, 502: MessageSchema },
      },
    },
    async (request, reply) => {
      const { planId, provider, email, cardTokenId } = request.body;
      const { paypal, mercadoPago } = app.subscriptions;
      const plan = await app.repositories.plans.findById(planId);
      if (!plan) return reply.code(404).send({ message: SUBSCRIPTION_MESSAGES.planNotFound });
      if (plan.provider !== provider) return reply.code(400).send({ message: SUBSCRIPTION_MESSAGES.planOfOtherProvider });
      const id = newUserId();
      const now = app.clock();
      const payerEmail = email.trim() || request.user.email;
      try {
        if (provider === 'paypal') {
          if (!paypal) return reply.code(400).send({ message: SUBSCRIPTION_MESSAGES.providerNotConfigured });
          if (!plan.planId) return reply.code(400).send({ message: SUBSCRIPTION_MESSAGES.planMissing });
          const created = await paypal.createSubscription({ planId: plan.planId, email: payerEmail, customId: id, returnUrl: backUrl, cancelUrl: backUrl });
          const link = created.links?.find((candidate) => candidate.rel === 'approve')?.href;
          if (!link) throw new ProviderError('PayPal answered no approval link', null);
          await app.repositories.subscriptions.insert({
            id,
            userId: request.user.id,
            planId,
            provider,
            providerSubscriptionId: created.id,
            status: 'processing',
            expirationDate: null,
            now,
          });
          return reply.code(201).send({ id, status: 'processing', link });
        }
        if (!mercadoPago) return reply.code(400).send({ message: SUBSCRIPTION_MESSAGES.providerNotConfigured });
        if (!cardTokenId) return reply.code(400).send({ message: SUBSCRIPTION_MESSAGES.cardTokenMissing });
        const preapproval = await mercadoPago.createPreapproval({
          reason: plan.name,
          externalReference: id,
          payerEmail,
          cardTokenId,
          planId: plan.planId,
          amount: Number(plan.price),
          currency: plan.currency,
          period: plan.period,
          backUrl,
        });
        const start: SubscriptionRecord = { status: 'processing', expirationDate: null, graceEndsAt: null };
        const event = preapprovalEvent(preapproval);
        const record = event ? applySubscriptionEvent(start, event, { now, graceDays: app.subscriptions.config.graceDays }) : start;
        await app.repositories.subscriptions.insert({
          id,
          userId: request.user.id,
          planId,
          provider,
          providerSubscriptionId: preapproval.id,
          status: record.status,
          expirationDate: record.expirationDate,
          now,
        });
        return reply.code(201).send({ id, status: record.status, ...(preapproval.init_point && { init_point: preapproval.init_point }) });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ err: error }, 'subscription request failed at the provider');
        return reply.code(502).send({ message: provider === 'paypal' ? SUBSCRIPTION_MESSAGES.subscriptionFailed : SUBSCRIPTION_MESSAGES.paymentFailed });
      }
    },
  );

  app.post(
    '/:id/cancel',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Cancel one of the caller's subscriptions at its provider; premium stays on until what was paid for ends",
        tags: ['subscription'],
        security,
        params: ParamsSchema,
        response: { 200: CancelledSubscriptionSchema, 403: MessageSchema, 404: MessageSchema, 502: MessageSchema },
      },
    },
    async (request, reply) => {
      const subscription = await app.repositories.subscriptions.findById(request.params.id);
      if (!subscription || subscription.userId !== request.user.id) return reply.code(404).send({ message: SUBSCRIPTION_MESSAGES.subscriptionNotFound });
      const { paypal, mercadoPago, config: settings } = app.subscriptions;
      try {
        if (subscription.provider === 'paypal') {
          if (!paypal) throw new ProviderError('PayPal is not configured', null);
          await paypal.cancelSubscription(subscription.providerSubscriptionId, 'Cancelled by the subscriber');
        } else {
          if (!mercadoPago) throw new ProviderError('Mercado Pago is not configured', null);
          await mercadoPago.cancelPreapproval(subscription.providerSubscriptionId);
        }
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ err: error }, 'cancelling a subscription failed at the provider');
        return reply.code(502).send({ message: SUBSCRIPTION_MESSAGES.cancelFailed });
      }
      const now = app.clock();
      const next = applySubscriptionEvent(subscription, { type: 'cancelled' }, { now, graceDays: settings.graceDays });
      const cancelled = await app.repositories.subscriptions.transition(subscription, next, 'cancel', now);
      return { message: SUBSCRIPTION_MESSAGES.cancelled, id: cancelled.id, status: cancelled.status };
    },
  );

  app.get(
    '/list',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "The caller's subscriptions, newest first: id, status, expirationDate",
        tags: ['subscription'],
        security,
        response: { 200: SubscriptionListSchema, 403: MessageSchema },
      },
    },
    async (request) => {
      // Read with the state on a refresh: the provider is asked about a subscription still processing, and the
      // transitions time has made are written, before the list is read.
      await pullProcessing(app, request.user.id, request.log);
      await app.subscriptions.stateOf(request.user.id);
      const subscriptions = await app.repositories.subscriptions.listForUser(request.user.id);
      return subscriptions.map(({ id, status, expirationDate }) => ({ id, status, expirationDate }));
    },
  );
};
