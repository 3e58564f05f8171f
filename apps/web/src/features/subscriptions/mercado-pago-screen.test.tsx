import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { NewSubscriptionAnswerSchema, SubscriptionStateSchema, type Plan } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { answer, refusal, stubFetch } from '../../test/stub-fetch';
import { signInAna, subscriptionStateOf } from '../../test/subscription-state';
import { MERCADOPAGO_SDK_URL, SDK_TIMEOUT_MS, type CardFormData, type MercadoPagoConstructor } from './mercado-pago-sdk';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.MercadoPago;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  localStorage.clear();
});

const plan: Plan = { id: 'mp-1', name: 'Premium monthly', currency: 'ARS', price: '1500', provider: 'mercadopago', planId: null, period: 'month' };
const state = subscriptionStateOf({ products: [plan], providers: ['mercadopago'], mercadoPagoPublicKey: 'TEST-public-key' });

/**
 * Mercado Pago's card form as its SDK hands it out: the real one comes from sdk.mercadopago.com, out of reach here, so
 * this stands in for what the SDK gives the screen (the brick's submit with a card token), nothing more.
 */
function cardFormStandIn() {
  const submitted: { submit?: (data: CardFormData) => Promise<void> } = {};
  const constructed: string[] = [];
  window.MercadoPago = class {
    constructor(publicKey: string) {
      constructed.push(publicKey);
    }
    bricks() {
      return {
        create: async (_kind: string, containerId: string, settings: { callbacks: { onSubmit: (data: CardFormData) => Promise<void> } }) => {
          document.getElementById(containerId)?.append('card fields');
          submitted.submit = settings.callbacks.onSubmit;
          return { unmount: () => undefined };
        },
      };
    }
  } as unknown as MercadoPagoConstructor;
  return { submitted, constructed };
}

describe('/settings/mercado-pago', () => {
  it("loads Mercado Pago's SDK only on this screen and says so when it cannot be reached; Close goes back to Subscribe", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAna();
    stubFetch((call) => (call.url === '/api/me/subscription' ? answer(SubscriptionStateSchema, state) : undefined));
    const { router } = renderApp('/settings/mercado-pago?plan=mp-1');
    expect(await screen.findByRole('heading', { level: 2, name: /Premium monthly/ })).toBeTruthy();
    await waitFor(() => expect(document.head.querySelector(`script[src="${MERCADOPAGO_SDK_URL}"]`)).not.toBeNull());
    // jsdom fetches no script, as a browser without a connection would never get it: the screen gives up in time.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SDK_TIMEOUT_MS);
    });
    expect(await screen.findByText('The Mercado Pago card form could not be loaded. Check your internet connection and try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/subscribe'));
  });

  it('sends the card token with the plan, and goes back to Subscribe 2 s after the init_point', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAna();
    const form = cardFormStandIn();
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/me/subscription') return answer(SubscriptionStateSchema, state);
      if (call.url === '/api/subscription')
        return answer(
          NewSubscriptionAnswerSchema,
          { id: 's1', status: 'processing', init_point: 'https://www.mercadopago.com/subscriptions/checkout?preapproval_id=1' },
          201,
        );
      return undefined;
    });
    const { router } = renderApp('/settings/mercado-pago?plan=mp-1');
    expect(await screen.findByText('card fields')).toBeTruthy();
    expect(form.constructed).toEqual(['TEST-public-key']);
    await act(async () => {
      await form.submitted.submit?.({ token: 'card-token-1', payer: { email: 'ana@example.org' } });
    });
    expect(calls.find((call) => call.url === '/api/subscription')).toMatchObject({
      method: 'POST',
      body: { planId: 'mp-1', provider: 'mercadopago', email: 'ana@example.org', cardTokenId: 'card-token-1' },
    });
    expect(await screen.findByText('Your payment was sent. Going back to Subscribe…')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/subscribe'));
  });

  it("shows the server's refusal and builds the card form again", async () => {
    signInAna();
    const form = cardFormStandIn();
    stubFetch((call) => {
      if (call.url === '/api/me/subscription') return answer(SubscriptionStateSchema, state);
      if (call.url === '/api/subscription') return refusal(502, 'Payment request failed');
      return undefined;
    });
    renderApp('/settings/mercado-pago?plan=mp-1');
    expect(await screen.findByText('card fields')).toBeTruthy();
    await act(async () => {
      await form.submitted.submit?.({ token: 'card-token-1' });
    });
    expect(await screen.findByText('Payment request failed')).toBeTruthy();
    expect(await screen.findByText('card fields')).toBeTruthy();
  });
});
