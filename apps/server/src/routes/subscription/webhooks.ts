import { applySubscriptionEvent, type SubscriptionEvent, type SubscriptionProvider } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { MessageSchema } from '../../http/message-schema.ts';
import { mercadoPagoSignatureValid } from '../../subscriptions/mercadopago-client.ts';
import { ProviderError, SUBSCRIPTION_MESSAGES } from '../../subscriptions/messages.ts';
import { authorizedPaymentEvent, preapprovalEvent, readPaypalEvent, type ReadEvent } from '../../subscriptions/provider-events.ts';

const WebhookBodySchema = z.record(z.string(), z.unknown());
const response = { 200: MessageSchema, 400: MessageSchema, 502: MessageSchema };
const refused = { message: SUBSCRIPTION_MESSAGES.webhookRefused };
const done = { message: SUBSCRIPTION_MESSAGES.webhookApplied };

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
const idText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);

/**
 * The providers' webhooks. Only a webhook the provider vouches for changes anything (PayPal's verify-webhook-signature
 * answers SUCCESS; Mercado Pago's x-signature is the HMAC of its secret, signed at most 5 minutes from now): any other is
 * answered 400. Each event id is
 * applied once: a replay answers 200 and changes nothing.
 */
export const subscriptionWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const apply = async (provider: SubscriptionProvider, eventId: string, read: ReadEvent & { event: SubscriptionEvent }, log: FastifyBaseLogger) => {
    const now = app.clock();
    const graceDays = app.subscriptions.config.graceDays;
    const outcome = await app.repositories.subscriptions.applyEventOnce(
      { provider, eventId, providerSubscriptionId: read.providerSubscriptionId },
      (current) => applySubscriptionEvent(current, read.event, { now, graceDays }),
      now,
    );
    log.info({ provider, eventId, outcome, event: read.event.type }, 'subscription webhook');
  };

  app.post(
    '/paypal',
    {
      schema: {
        summary: "PayPal's subscription events, verified with PayPal before they are applied",
        tags: ['subscription'],
        body: WebhookBodySchema,
        response,
      },
    },
    async (request, reply) => {
      const { paypal } = app.subscriptions;
      if (!paypal) return reply.code(400).send(refused);
      try {
        if (!(await paypal.verifyWebhook(request.headers, request.body))) return reply.code(400).send(refused);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ err: error }, 'a PayPal webhook could not be verified');
        return reply.code(400).send(refused);
      }
      const eventId = idText(request.body.id);
      const read = readPaypalEvent(request.body);
      if (!eventId || !read?.event) return done;
      let event = read.event;
      if (event.type === 'paid' && event.paidUntil === undefined) {
        // A renewal's sale does not say until when it pays: the subscription does.
        const subscription = await paypal.getSubscription(read.providerSubscriptionId).catch(() => null);
        event = { type: 'paid', paidUntil: subscription?.billing_info?.next_billing_time ?? null };
      }
      await apply('paypal', eventId, { ...read, event }, request.log);
      return done;
    },
  );

  app.post(
    '/mercadopago',
    {
      schema: {
        summary: "Mercado Pago's subscription notifications, checked by their x-signature; the preapproval is then read from Mercado Pago",
        tags: ['subscription'],
        body: WebhookBodySchema,
        querystring: z.record(z.string(), z.string()),
        response,
      },
    },
    async (request, reply) => {
      const { mercadoPago, config } = app.subscriptions;
      if (!mercadoPago || !config.mercadoPago) return reply.code(400).send(refused);
      const body = request.body as { id?: unknown; type?: unknown; data?: { id?: unknown } };
      const dataId = request.query['data.id'] ?? idText(body.data?.id) ?? undefined;
      const signed = mercadoPagoSignatureValid({
        signature: header(request.headers['x-signature']),
        requestId: header(request.headers['x-request-id']),
        dataId,
        secret: config.mercadoPago.webhookSecret,
        now: app.clock(),
      });
      if (!signed || !dataId) return reply.code(400).send(refused);
      const eventId = idText(body.id) ?? `${String(body.type)}:${dataId}:${header(request.headers['x-request-id'])}`;
      const type = request.query.type ?? body.type;
      try {
        if (type === 'subscription_preapproval') {
          const preapproval = await mercadoPago.getPreapproval(dataId);
          const event = preapprovalEvent(preapproval);
          if (event) await apply('mercadopago', eventId, { providerSubscriptionId: preapproval.id, event }, request.log);
        } else if (type === 'subscription_authorized_payment') {
          const payment = await mercadoPago.getAuthorizedPayment(dataId);
          const preapproval = await mercadoPago.getPreapproval(payment.preapproval_id);
          const event = authorizedPaymentEvent(payment, preapproval);
          if (event) await apply('mercadopago', eventId, { providerSubscriptionId: preapproval.id, event }, request.log);
        }
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        // Mercado Pago sends it again later.
        request.log.warn({ err: error }, 'a Mercado Pago notification could not be read back');
        return reply.code(502).send({ message: SUBSCRIPTION_MESSAGES.subscriptionFailed });
      }
      return done;
    },
  );
};
