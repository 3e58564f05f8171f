import { createHmac, randomBytes } from 'node:crypto';
import { jsonOf, startStandInServer, type StandInAnswer, type StandInRequest } from './stand-in-server.ts';

type Preapproval = Record<string, unknown> & { id: string; status: string; next_payment_date: string };
type AuthorizedPayment = { id: number; preapproval_id: string; status: string; payment: { id: number; status: string; status_detail: string } };

const error = (status: number, message: string, code: string): StandInAnswer => ({ status, body: { message, error: code, status, cause: [] } });

/**
 * A stand-in of Mercado Pago's API on loopback, answering as its documentation does: POST /preapproval (a subscription
 * charged to a card token), GET and PUT /preapproval/{id}, GET /authorized_payments/{id}; and notifications signed with
 * x-signature as Mercado Pago signs them, with the webhook secret.
 */
export async function startMercadoPagoStandIn({
  accessToken = 'APP_USR-stand-in',
  publicKey = 'APP_USR-public',
  webhookSecret = randomBytes(16).toString('hex'),
  now = () => new Date(),
} = {}) {
  const preapprovals = new Map<string, Preapproval>();
  const payments = new Map<number, AuthorizedPayment>();
  let nextPaymentId = 6_114_264_375;
  /** The status the next preapproval is made in: 'authorized' (the card charged at once), or 'pending' when a test says. */
  let nextStatus: 'authorized' | 'pending' = 'authorized';
  const inAMonth = () => {
    const date = now();
    date.setUTCMonth(date.getUTCMonth() + 1);
    return date.toISOString();
  };

  const handle = (request: StandInRequest): StandInAnswer => {
    if (request.headers.authorization !== `Bearer ${accessToken}`) return error(401, 'invalid access token', 'unauthorized');
    const { method, path } = request;
    if (method === 'POST' && path === '/preapproval') {
      const body = jsonOf<Record<string, unknown>>(request);
      if (typeof body.card_token_id !== 'string' || body.card_token_id === '') return error(400, 'card_token_id is required', 'bad_request');
      if (typeof body.payer_email !== 'string' || !body.payer_email.includes('@')) return error(400, 'payer_email must be a valid email', 'bad_request');
      const id = randomBytes(16).toString('hex');
      const preapproval: Preapproval = {
        ...body,
        id,
        status: nextStatus,
        init_point: `https://www.mercadopago.com.ar/subscriptions/checkout?preapproval_id=${id}`,
        date_created: now().toISOString(),
        last_modified: now().toISOString(),
        next_payment_date: inAMonth(),
        payer_id: 123456789,
        collector_id: 987654321,
        application_id: 1234567812345678,
      };
      delete preapproval.card_token_id;
      nextStatus = 'authorized';
      preapprovals.set(id, preapproval);
      return { status: 201, body: preapproval };
    }
    const one = /^\/preapproval\/([^/]+)$/.exec(path);
    if (one) {
      const preapproval = preapprovals.get(decodeURIComponent(one[1] as string));
      if (!preapproval) return error(404, 'Preapproval not found', 'not_found');
      if (method === 'GET') return { status: 200, body: preapproval };
      if (method === 'PUT') {
        const { status } = jsonOf<{ status?: string }>(request);
        if (status && !['authorized', 'paused', 'cancelled'].includes(status)) return error(400, `Invalid status ${status}`, 'bad_request');
        if (preapproval.status === 'cancelled') return error(400, 'You can not modify a cancelled preapproval', 'bad_request');
        Object.assign(preapproval, status && { status }, { last_modified: now().toISOString() });
        return { status: 200, body: preapproval };
      }
    }
    const payment = /^\/authorized_payments\/(\d+)$/.exec(path);
    if (payment && method === 'GET') {
      const found = payments.get(Number(payment[1]));
      return found ? { status: 200, body: found } : error(404, 'Authorized payment not found', 'not_found');
    }
    return error(404, `no ${method} ${path} here`, 'not_found');
  };

  const server = await startStandInServer(handle);
  return {
    url: server.url,
    requests: server.requests,
    close: server.close,
    env: {
      MERCADOPAGO_ACCESS_TOKEN: accessToken,
      MERCADOPAGO_PUBLIC_KEY: publicKey,
      MERCADOPAGO_WEBHOOK_SECRET: webhookSecret,
      MERCADOPAGO_API_URL: server.url,
    },
    preapproval: (id: string) => preapprovals.get(id),
    /** The next preapproval stays pending (its first charge not through yet) until `authorize` moves it on. */
    holdNextAsPending() {
      nextStatus = 'pending';
    },
    /** What Mercado Pago does once a pending preapproval's first charge goes through. */
    authorize(id: string) {
      const preapproval = preapprovals.get(id);
      if (!preapproval) throw new Error(`no preapproval ${id}`);
      Object.assign(preapproval, { status: 'authorized', last_modified: now().toISOString() });
      return preapproval;
    },
    /** A charge of the preapproval: 'approved' moves its next payment date a month on, 'rejected' leaves it being retried. */
    charge(preapprovalId: string, outcome: 'approved' | 'rejected'): number {
      const preapproval = preapprovals.get(preapprovalId);
      if (!preapproval) throw new Error(`no preapproval ${preapprovalId}`);
      const id = (nextPaymentId += 1);
      payments.set(id, {
        id,
        preapproval_id: preapprovalId,
        status: outcome === 'approved' ? 'processed' : 'recycling',
        payment: { id: id + 1, status: outcome, status_detail: outcome === 'approved' ? 'accredited' : 'cc_rejected_insufficient_amount' },
      });
      if (outcome === 'approved') preapproval.next_payment_date = inAMonth();
      return id;
    },
    /** A notification as Mercado Pago sends it: the query, the JSON body, and x-signature over the manifest with `secret`. */
    notification(
      type: 'subscription_preapproval' | 'subscription_authorized_payment',
      dataId: string,
      { id = Number(`${Date.now()}${Math.floor(Math.random() * 1000)}`), secret = webhookSecret } = {},
    ) {
      const requestId = randomBytes(16).toString('hex');
      const ts = String(now().getTime());
      const v1 = createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
      return {
        query: `?data.id=${encodeURIComponent(dataId)}&type=${type}`,
        body: { id, live_mode: false, type, date_created: now().toISOString(), user_id: 987654321, api_version: 'v1', action: 'updated', data: { id: dataId } },
        headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
      };
    },
  };
}

export type MercadoPagoStandIn = Awaited<ReturnType<typeof startMercadoPagoStandIn>>;
