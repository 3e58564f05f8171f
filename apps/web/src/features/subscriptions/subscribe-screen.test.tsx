import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CancelledSubscriptionSchema,
  displayStatus,
  NewSubscriptionAnswerSchema,
  SubscriptionListSchema,
  SubscriptionStateSchema,
  type Plan,
  type SubscriptionState,
} from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { answer, refusal, stubFetch, type StubReply } from '../../test/stub-fetch';
import { END, END_TEXT, monthlyPlan, signInAna, subscribedStateOf, subscriptionServer, subscriptionStateOf } from '../../test/subscription-state';
import { goToProvider } from './subscribe-screen';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const monthlyMp: Plan = { ...monthlyPlan, id: 'plan-2', provider: 'mercadopago', planId: null };

/** The status alert (MUI's Alert; the app's live regions are alerts too, and empty). */
const statusAlert = () =>
  waitFor(() => {
    const alert = screen.getAllByRole('alert').find((element) => element.classList.contains('MuiAlert-root'));
    if (!alert) throw new Error('no status alert yet');
    return alert;
  });
const alertText = async () => (await statusAlert()).textContent;

describe('/settings/subscribe', () => {
  it('shows a guest the status alert and a product card with its cleaned name, price and features; Subscribe leads to /login-signup', async () => {
    subscriptionServer([subscriptionStateOf({ premium: true, reason: null })]);
    const { router } = renderApp('/settings/subscribe');
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeTruthy();
    expect(await alertText()).toBe('You are not subscribed.Refresh');
    const card = screen.getByRole('region', { name: 'Premium monthly' });
    expect(within(card).getByText('$4.99 / month')).toBeTruthy();
    for (const feature of ['Online neural voices', 'Copy public boards', 'Publish boards', 'Voice recording for tiles'])
      expect(within(card).getByText(feature)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'PayPal' })).toBeNull();
    fireEvent.click(within(card).getByRole('link', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-signup'));
  });

  it('leads back to Settings, with no Subscribe row there, when the server has subscriptions off', async () => {
    subscriptionServer([subscriptionStateOf({ subscriptionsEnabled: false, premium: true, reason: null, products: [], providers: [] })]);
    const { router } = renderApp('/settings/subscribe');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    const people = await screen.findByRole('list', { name: 'People' });
    expect(
      within(people)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['People', 'Devices']);
  });

  it('shows the Subscribe row in Settings when subscriptions are on', async () => {
    subscriptionServer([subscriptionStateOf()]);
    renderApp('/settings');
    const people = await screen.findByRole('list', { name: 'People' });
    await waitFor(() =>
      expect(
        within(people)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['People', 'Subscribe', 'Devices']),
    );
  });

  it.each([
    [
      'on_trial_period',
      { status: 'on_trial_period', isOnTrialPeriod: true, premium: true, reason: null, expirationDate: END },
      'You are on the 15 day free trial. After it ends, you will need to subscribe to get all features.',
      'info',
      false,
    ],
    ['processing', { status: 'processing' }, 'We are processing your subscription...Refresh', 'info', true],
    ['empty_product', { products: [] }, 'There are no subscription available at this moment. Please try again later.', 'warning', false],
    ['error', { error: { showError: true, code: '0002' } }, 'Oops something went wrong. Please try again later', 'error', false],
    ['unverified', { status: 'unverified' }, 'An error occurred during validation of your purchase. Please refreshRefresh', 'warning', true],
    ['expired', { status: 'expired', expirationDate: END }, `Your subscription expired on: ${END_TEXT}Refresh`, 'warning', true],
    ['on_hold', { status: 'on_hold', expirationDate: END }, `Your subscription expired on: ${END_TEXT}Refresh`, 'warning', true],
    ['paused', { status: 'paused', expirationDate: END }, `Your subscription was paused on: ${END_TEXT}Refresh`, 'info', true],
  ] as const)('shows the %s status with its text, severity and refresh as core says', async (_name, overrides, text, severity, refresh) => {
    signInAna();
    const state = subscriptionStateOf(overrides as Partial<SubscriptionState>);
    const shown = displayStatus(state);
    expect([shown.severity, shown.refresh]).toEqual([severity, refresh]);
    subscriptionServer([state]);
    renderApp('/settings/subscribe');
    const alert = await statusAlert();
    expect(alert.textContent).toBe(text);
    expect(alert.className).toContain(`MuiAlert-color${severity[0]?.toUpperCase()}${severity.slice(1)}`);
    expect(alert.querySelectorAll('.MuiCircularProgress-root').length).toBe(shown.spinner ? 1 : 0);
  });

  it('enables the provider buttons only where the status allows a subscription (trial included)', async () => {
    signInAna();
    subscriptionServer([
      subscriptionStateOf({ status: 'on_trial_period', isOnTrialPeriod: true, products: [monthlyPlan, monthlyMp], providers: ['paypal', 'mercadopago'] }),
    ]);
    renderApp('/settings/subscribe');
    const card = await screen.findByRole('region', { name: 'Premium monthly' });
    expect(within(card).getByRole('button', { name: 'PayPal' }).hasAttribute('disabled')).toBe(false);
    expect(within(card).getByRole('link', { name: 'Mercado Pago' }).getAttribute('href')).toBe('/settings/mercado-pago?plan=plan-2');
  });

  it('keeps the provider buttons disabled while a subscription is processing', async () => {
    signInAna();
    subscriptionServer([subscriptionStateOf({ status: 'processing' })]);
    renderApp('/settings/subscribe');
    const card = await screen.findByRole('region', { name: 'Premium monthly' });
    expect(within(card).getByRole('button', { name: 'PayPal' }).hasAttribute('disabled')).toBe(true);
  });

  it('enables the provider buttons again once a subscription ended, so that its user can subscribe anew', async () => {
    signInAna();
    subscriptionServer([subscriptionStateOf({ status: 'expired', expirationDate: END })]);
    renderApp('/settings/subscribe');
    expect(await alertText()).toBe(`Your subscription expired on: ${END_TEXT}Refresh`);
    const card = screen.getByRole('region', { name: 'Premium monthly' });
    expect(within(card).getByRole('button', { name: 'PayPal' }).hasAttribute('disabled')).toBe(false);
  });

  it("starts PayPal's checkout and goes to the approval link the server answers", async () => {
    signInAna();
    const assign = vi.spyOn(goToProvider, 'assign').mockImplementation(() => undefined);
    const link = 'https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-1';
    const { calls } = subscriptionServer([subscriptionStateOf()], [], (call) =>
      call.url === '/api/subscription' ? answer(NewSubscriptionAnswerSchema, { id: 's1', status: 'processing', link }, 201) : undefined,
    );
    renderApp('/settings/subscribe');
    const card = await screen.findByRole('region', { name: 'Premium monthly' });
    fireEvent.click(within(card).getByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(link));
    expect(calls.find((call) => call.url === '/api/subscription')).toMatchObject({
      method: 'POST',
      body: { planId: 'plan-1', provider: 'paypal', email: 'ana@example.org' },
    });
  });

  it("shows the server's message when the checkout fails, else the spec's", async () => {
    signInAna();
    let failures = 0;
    subscriptionServer([subscriptionStateOf()], [], (call) => {
      if (call.url !== '/api/subscription') return undefined;
      failures += 1;
      return failures === 1 ? refusal(400, 'Plan configuration missing for PayPal subscription') : ({ ...refusal(502, 'x'), body: undefined } as StubReply);
    });
    renderApp('/settings/subscribe');
    const card = await screen.findByRole('region', { name: 'Premium monthly' });
    fireEvent.click(within(card).getByRole('button', { name: 'PayPal' }));
    expect(await screen.findByText('Plan configuration missing for PayPal subscription')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'PayPal' }));
    expect(await screen.findByText('Subscription request failed')).toBeTruthy();
  });

  it.each([
    ['active', 'Active', 'Next payment at'],
    ['in_grace_period', 'Payment issue', 'Fix your payment issues before the'],
    ['canceled', 'Canceled', 'The premium access will end on'],
  ] as const)('shows a %s subscriber the info card: title, chip, amount, payment date label', async (status, chip, label) => {
    signInAna();
    const state = subscribedStateOf({ status });
    subscriptionServer([state], status === 'canceled' ? [{ id: 's1', status: 'canceled', expirationDate: END }] : [{ id: 's1', status, expirationDate: END }]);
    renderApp('/settings/subscribe');
    expect(await screen.findByRole('heading', { level: 2, name: 'Premium monthly' })).toBeTruthy();
    expect(screen.getByText(chip)).toBeTruthy();
    expect(screen.getByText('$4.99 / month')).toBeTruthy();
    expect(screen.getByText(`${label} ${END_TEXT}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    if (status === 'canceled') {
      // Nothing active is listed: no cancel, the text instead.
      expect(await screen.findByText('Subscription Canceled')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    } else expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
  });

  it('cancels: confirm dialog Close / Cancel Subscription, cancelling, then about 1 s later ok, the status and list read again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAna();
    const active = subscribedStateOf();
    let cancelled = false;
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/me/subscription') return answer(SubscriptionStateSchema, cancelled ? { ...active, status: 'canceled' } : active);
      if (call.url === '/api/subscription/list')
        return answer(SubscriptionListSchema, [{ id: 's1', status: cancelled ? 'canceled' : 'active', expirationDate: END }]);
      if (call.url === '/api/subscription/s1/cancel') {
        cancelled = true;
        return answer(CancelledSubscriptionSchema, { message: 'Your subscription was cancelled successfully.', id: 's1', status: 'canceled' });
      }
      return undefined;
    });
    renderApp('/settings/subscribe');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Subscription' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Cancel Subscription' });
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((call) => call.url === '/api/subscription/s1/cancel' && call.method === 'POST')).toBe(true));
    expect(confirm.hasAttribute('disabled')).toBe(true);
    const readsBefore = calls.filter((call) => call.url === '/api/me/subscription').length;
    expect(within(dialog).queryByText('Your subscription was cancelled successfully.')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(await within(dialog).findByText('Your subscription was cancelled successfully.')).toBeTruthy();
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/me/subscription').length).toBeGreaterThan(readsBefore));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Subscription Canceled')).toBeTruthy();
    expect(screen.getByText(`The premium access will end on ${END_TEXT}`)).toBeTruthy();
  });

  it('says when the cancel failed, and the confirm button can be pressed again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAna();
    const active = subscribedStateOf();
    subscriptionServer([active], [{ id: 's1', status: 'active', expirationDate: END }], (call) =>
      call.url === '/api/subscription/s1/cancel' ? refusal(502, 'There was an error cancelling your subscription, please try again in a moment.') : undefined,
    );
    renderApp('/settings/subscribe');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Subscription' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel Subscription' });
    fireEvent.click(confirm);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(await within(dialog).findByText('There was an error cancelling your subscription, please try again in a moment.')).toBeTruthy();
    expect(confirm.hasAttribute('disabled')).toBe(false);
  });
});
