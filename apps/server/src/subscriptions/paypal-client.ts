import type { PaypalConfig } from '../config.ts';
import { ProviderError } from './messages.ts';

/** What PayPal answers for a subscription (GET /v1/billing/subscriptions/{id}), the fields read here. */
export type PaypalSubscription = {
  id: string;
  status: string;
  links?: { href: string; rel: string; method?: string }[];
  billing_info?: { next_billing_time?: string; last_payment?: { time?: string }; failed_payments_count?: number };
};

/** The headers PayPal sends with a webhook, which its verify-webhook-signature call checks. */
export const PAYPAL_WEBHOOK_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/** A tenth of a minute before PayPal's own expiry, a new token is asked for. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * PayPal's REST API (developer.paypal.com: Subscriptions v1, Webhooks v1), authenticated with an OAuth access token from
 * POST /v1/oauth2/token (client credentials), kept until shortly before it expires.
 */
export function createPaypalClient(config: PaypalConfig, now: () => Date) {
  let token: { value: string; expiresAt: number } | null = null;
  /** The token request in flight: calls at the same moment wait for the one request. */
  let asking: Promise<string> | null = null;

  const accessToken = async (): Promise<string> => {
    if (token && token.expiresAt > now().getTime()) return token.value;
    asking ??= askToken().finally(() => {
      asking = null;
    });
    return asking;
  };

  const askToken = async (): Promise<string> => {
    const response = await call('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new ProviderError('PayPal answered no access token', response.status);
    token = { value: body.access_token, expiresAt: now().getTime() + (body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  };

  async function call(path: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      throw new ProviderError(`PayPal could not be reached: ${(error as Error).message}`, null);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new ProviderError(`PayPal answered ${response.status} to ${path}: ${text.slice(0, 300)}`, response.status);
    }
    return response;
  }

  const authorized = async (path: string, init: RequestInit = {}): Promise<Response> =>
    call(path, { ...init, headers: { 'content-type': 'application/json', ...init.headers, authorization: `Bearer ${await accessToken()}` } });

  return {
    /** Creates a subscription to a PayPal plan; its `approve` link is where the buyer approves it. */
    async createSubscription(input: { planId: string; email: string; customId: string; returnUrl: string; cancelUrl: string }): Promise<PaypalSubscription> {
      const response = await authorized('/v1/billing/subscriptions', {
        method: 'POST',
        headers: { prefer: 'return=representation' },
        body: JSON.stringify({
          plan_id: input.planId,
          custom_id: input.customId,
          subscriber: { email_address: input.email },
          application_context: { brand_name: 'Tessera', user_action: 'SUBSCRIBE_NOW', return_url: input.returnUrl, cancel_url: input.cancelUrl },
        }),
      });
      return (await response.json()) as PaypalSubscription;
    },

    async getSubscription(id: string): Promise<PaypalSubscription> {
      return (await (await authorized(`/v1/billing/subscriptions/${encodeURIComponent(id)}`)).json()) as PaypalSubscription;
    },

    async cancelSubscription(id: string, reason: string): Promise<void> {
      await authorized(`/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: JSON.stringify({ reason }) });
    },

    /** Asks PayPal whether a webhook is theirs (POST /v1/notifications/verify-webhook-signature); false when any header is missing. */
    async verifyWebhook(headers: Record<string, string | string[] | undefined>, event: unknown): Promise<boolean> {
      const fields = Object.fromEntries(Object.entries(PAYPAL_WEBHOOK_HEADERS).map(([field, header]) => [field, headers[header]]));
      if (Object.values(fields).some((value) => typeof value !== 'string' || value === '')) return false;
      const response = await authorized('/v1/notifications/verify-webhook-signature', {
        method: 'POST',
        body: JSON.stringify({ ...fields, webhook_id: config.webhookId, webhook_event: event }),
      });
      const body = (await response.json()) as { verification_status?: string };
      return body.verification_status === 'SUCCESS';
    },
  };
}

export type PaypalClient = ReturnType<typeof createPaypalClient>;
