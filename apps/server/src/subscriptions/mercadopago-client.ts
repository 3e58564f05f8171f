import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MercadoPagoConfig } from '../config.ts';
import { ProviderError } from './messages.ts';

/** What Mercado Pago answers for a preapproval (a subscription), the fields read here. */
export type Preapproval = { id: string; status: string; init_point?: string; next_payment_date?: string; external_reference?: string };

/** An authorized payment of a preapproval (GET /authorized_payments/{id}). */
export type AuthorizedPayment = { id: string | number; preapproval_id: string; status: string; payment?: { status?: string } };

/** How far a notification's signed moment (x-signature's ts) may be from this server's clock: an older one is a replay. */
export const MERCADOPAGO_SIGNATURE_MAX_AGE_MS = 5 * 60_000;

/** ts in milliseconds: Mercado Pago's documentation shows seconds, its notifications carry milliseconds; both are read. */
const signedAtMs = (ts: string): number => (Number(ts) < 1e11 ? Number(ts) * 1000 : Number(ts));

/**
 * Checks Mercado Pago's x-signature header ("ts=…,v1=…"): v1 is the HMAC-SHA256 (hex), keyed with the webhook secret, of
 * the manifest "id:[data.id];request-id:[x-request-id];ts:[ts];" (parts whose value is missing are left out), and ts
 * is within MERCADOPAGO_SIGNATURE_MAX_AGE_MS of `now` (a well signed notification captured and sent again later is
 * refused; the event ids applied once stop a replay inside that window).
 */
export function mercadoPagoSignatureValid(input: {
  signature: string | undefined;
  requestId: string | undefined;
  dataId: string | undefined;
  secret: string;
  now: Date;
}): boolean {
  if (!input.signature) return false;
  const parts = Object.fromEntries(
    input.signature.split(',').map((part) => {
      const [key = '', ...value] = part.split('=');
      return [key.trim(), value.join('=').trim()];
    }),
  );
  const { ts, v1 } = parts;
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  // Alphanumeric data ids are signed lower-cased (Mercado Pago's documentation).
  const dataId = input.dataId && /^[a-z0-9]+$/i.test(input.dataId) ? input.dataId.toLowerCase() : input.dataId;
  const manifest = `${dataId ? `id:${dataId};` : ''}${input.requestId ? `request-id:${input.requestId};` : ''}ts:${ts};`;
  const expected = createHmac('sha256', input.secret).update(manifest).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return false;
  return Math.abs(input.now.getTime() - signedAtMs(ts)) <= MERCADOPAGO_SIGNATURE_MAX_AGE_MS;
}

/** Mercado Pago's API (its Subscriptions: /preapproval), authenticated with the access token. */
export function createMercadoPagoClient(config: MercadoPagoConfig) {
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.accessToken}` },
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new ProviderError(`Mercado Pago could not be reached: ${(error as Error).message}`, null);
    }
    const body = (await response.json().catch(() => ({}))) as T & { message?: string };
    if (!response.ok) throw new ProviderError(body.message ?? `Mercado Pago answered ${response.status} to ${path}`, response.status);
    return body;
  }

  return {
    /** A preapproval charged to the card of `cardTokenId`, monthly or yearly at the plan's price. */
    async createPreapproval(input: {
      reason: string;
      externalReference: string;
      payerEmail: string;
      cardTokenId: string;
      planId: string | null;
      amount: number;
      currency: string;
      period: 'month' | 'year';
      backUrl: string;
    }): Promise<Preapproval> {
      return call<Preapproval>('/preapproval', {
        method: 'POST',
        body: JSON.stringify({
          ...(input.planId && { preapproval_plan_id: input.planId }),
          reason: input.reason,
          external_reference: input.externalReference,
          payer_email: input.payerEmail,
          card_token_id: input.cardTokenId,
          auto_recurring: {
            frequency: input.period === 'year' ? 12 : 1,
            frequency_type: 'months',
            transaction_amount: input.amount,
            currency_id: input.currency,
          },
          back_url: input.backUrl,
          status: 'authorized',
        }),
      });
    },

    getPreapproval: (id: string) => call<Preapproval>(`/preapproval/${encodeURIComponent(id)}`),

    cancelPreapproval: (id: string) =>
      call<Preapproval>(`/preapproval/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify({ status: 'cancelled' }) }),

    getAuthorizedPayment: (id: string) => call<AuthorizedPayment>(`/authorized_payments/${encodeURIComponent(id)}`),
  };
}

export type MercadoPagoClient = ReturnType<typeof createMercadoPagoClient>;
