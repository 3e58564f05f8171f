import { createHmac, randomBytes } from 'node:crypto';
import { jsonOf, startStandInServer, type StandInAnswer, type StandInRequest } from './stand-in-server.ts';

type Subscription = {
  id: string;
  plan_id: string;
  status: string;
  custom_id?: string;
  subscriber?: unknown;
  create_time: string;
  status_update_time: string;
  billing_info?: { next_billing_time?: string; failed_payments_count: number };
};

const error = (status: number, name: string, message: string): StandInAnswer => ({ status, body: { name, message, debug_id: randomBytes(6).toString('hex') } });

/**
 * A stand-in of PayPal's REST API on loopback, answering as developer.paypal.com documents: POST /v1/oauth2/token,
 * the billing subscriptions create, get and cancel, and POST /v1/notifications/verify-webhook-signature, which answers
 * SUCCESS only for webhooks `webhook()` signed for this webhook id (its own key stands in for PayPal's certificate).
 */
export async function startPaypalStandIn({
  clientId = 'paypal-client',
  clientSecret = 'paypal-secret',
  webhookId = 'WH-TESSERA-1',
  plans = ['P-5ML4271244454362WXNWU5NQ'],
} = {}) {
  const signingKey = randomBytes(32);
  const tokens = new Set<string>();
  const subscriptions = new Map<string, Subscription>();
  const knownPlans = new Set(plans);
  const now = () => new Date().toISOString();
  const signatureOf = (transmissionId: string, time: string, forWebhookId: string, event: unknown) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${forWebhookId}|${JSON.stringify(event)}`)
      .digest('base64');

  const authorized = (request: StandInRequest) => tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''));

  const handle = (request: StandInRequest): StandInAnswer => {
    const { method, path } = request;
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected)
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
      if (new URLSearchParams(request.body).get('grant_type') !== 'client_credentials') return { status: 400, body: { error: 'unsupported_grant_type' } };
      const token = `A21AA${randomBytes(16).toString('hex')}`;
      tokens.add(token);
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/subscriptions',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-80W284485P519543T',
          expires_in: 32400,
          nonce: randomBytes(8).toString('hex'),
        },
      };
    }
    if (!authorized(request))
      return error(401, 'AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials or a missing Authorization header.');

    if (method === 'POST' && path === '/v1/billing/subscriptions') {
      const body = jsonOf<{ plan_id?: string; custom_id?: string; subscriber?: unknown }>(request);
      if (!body.plan_id || !knownPlans.has(body.plan_id))
        return error(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed, semantically incorrect, or failed business validation.');
      const id = `I-${randomBytes(6).toString('hex').toUpperCase()}`;
      const subscription: Subscription = {
        id,
        plan_id: body.plan_id,
        status: 'APPROVAL_PENDING',
        custom_id: body.custom_id,
        subscriber: body.subscriber,
        create_time: now(),
        status_update_time: now(),
      };
      subscriptions.set(id, subscription);
      const token = `BA-${randomBytes(8).toString('hex').toUpperCase()}`;
      return {
        status: 201,
        body: {
          ...subscription,
          links: [
            { href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=${token}`, rel: 'approve', method: 'GET' },
            { href: `${server.url}/v1/billing/subscriptions/${id}`, rel: 'edit', method: 'PATCH' },
            { href: `${server.url}/v1/billing/subscriptions/${id}`, rel: 'self', method: 'GET' },
          ],
        },
      };
    }
    const one = /^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel)?$/.exec(path);
    if (one) {
      const subscription = subscriptions.get(decodeURIComponent(one[1] as string));
      if (!subscription) return error(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
      if (method === 'GET' && !one[2]) return { status: 200, body: subscription };
      if (method === 'POST' && one[2]) {
        if (subscription.status === 'CANCELLED' || subscription.status === 'EXPIRED') return error(422, 'UNPROCESSABLE_ENTITY', 'SUBSCRIPTION_STATUS_INVALID');
        Object.assign(subscription, { status: 'CANCELLED', status_update_time: now() });
        return { status: 204 };
      }
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const body = jsonOf<Record<string, unknown>>(request);
      const valid =
        typeof body.transmission_id === 'string' &&
        typeof body.transmission_time === 'string' &&
        typeof body.webhook_id === 'string' &&
        body.webhook_id === webhookId &&
        body.transmission_sig === signatureOf(body.transmission_id, body.transmission_time, body.webhook_id, body.webhook_event);
      return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } };
    }
    return error(404, 'NOT_FOUND', `no ${method} ${path} here`);
  };

  const server = await startStandInServer(handle);
  return {
    url: server.url,
    requests: server.requests,
    close: server.close,
    env: { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret, PAYPAL_WEBHOOK_ID: webhookId, PAYPAL_API_URL: server.url },
    subscription: (id: string) => subscriptions.get(id),
    /** Every subscription made here, oldest first. */
    allSubscriptions: () => [...subscriptions.values()],
    /** What the buyer's approval does at PayPal: the subscription turns ACTIVE, billed next on `nextBillingTime`. */
    approve(id: string, nextBillingTime: string) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      Object.assign(subscription, {
        status: 'ACTIVE',
        status_update_time: now(),
        billing_info: { next_billing_time: nextBillingTime, failed_payments_count: 0 },
      });
      return subscription;
    },
    /** A webhook as PayPal sends it (its headers and JSON body), signed for `forWebhookId` (this stand-in's webhook id by default). */
    webhook(eventType: string, resource: unknown, { id = `WH-${randomBytes(8).toString('hex').toUpperCase()}`, forWebhookId = webhookId } = {}) {
      const event = {
        id,
        event_version: '1.0',
        create_time: now(),
        resource_type: 'subscription',
        resource_version: '2.0',
        event_type: eventType,
        summary: eventType,
        resource,
      };
      const transmissionId = randomBytes(16).toString('hex');
      const time = now();
      return {
        body: event,
        headers: {
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': signatureOf(transmissionId, time, forWebhookId, event),
          'paypal-transmission-time': time,
        },
      };
    },
  };
}

export type PaypalStandIn = Awaited<ReturnType<typeof startPaypalStandIn>>;
