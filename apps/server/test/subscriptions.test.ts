import type { SubscriptionState } from '@tessera/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../src/testing/mercadopago-stand-in.ts';
import { startPaypalStandIn, type PaypalStandIn } from '../src/testing/paypal-stand-in.ts';
import { DAY, makeTestClock, type TestClock } from './helpers/clock.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { signedInUser, type SignedIn } from './helpers/users.ts';

const PAYPAL_PLAN = 'P-5ML4271244454362WXNWU5NQ';

describeEachDatabase('subscriptions against the providers’ stand-ins', (database) => {
  let paypal: PaypalStandIn;
  let mercadoPago: MercadoPagoStandIn;
  let clock: TestClock;
  let app: App;
  let plans: { paypal: string; paypalWithoutId: string; mercadoPago: string };

  beforeAll(async () => {
    clock = makeTestClock();
    paypal = await startPaypalStandIn({ plans: [PAYPAL_PLAN] });
    mercadoPago = await startMercadoPagoStandIn({ now: clock.clock });
    app = await database.buildApp({ ...paypal.env, ...mercadoPago.env }, { clock: clock.clock });
    const add = async (name: string, provider: 'paypal' | 'mercadopago', planId: string | null, price = '4.99', currency = 'USD') => {
      clock.advance(1);
      return (await app.repositories.plans.insert({ id: `plan-${name}`, name, price, currency, period: 'month', provider, planId, now: clock.clock() })).id;
    };
    plans = {
      paypal: await add('Premium monthly', 'paypal', PAYPAL_PLAN),
      paypalWithoutId: await add('Premium broken', 'paypal', null),
      mercadoPago: await add('Premium mensual', 'mercadopago', null, '1500', 'ARS'),
    };
  });

  afterAll(async () => {
    await paypal?.close();
    await mercadoPago?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, user?: SignedIn, payload?: object) =>
    app.inject({ method, url, ...(user && { headers: user.headers }), ...(payload && { payload }) });
  const stateOf = async (user: SignedIn) => {
    const response = await call('GET', '/api/me/subscription', user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SubscriptionState>();
  };
  const paypalWebhook = (webhook: { headers: Record<string, string>; body: object }) =>
    app.inject({ method: 'POST', url: '/api/subscription/webhook/paypal', headers: webhook.headers, payload: webhook.body });
  const mercadoPagoWebhook = (notification: { query: string; headers: Record<string, string>; body: object }) =>
    app.inject({
      method: 'POST',
      url: `/api/subscription/webhook/mercadopago${notification.query}`,
      headers: notification.headers,
      payload: notification.body,
    });
  const subscribeWithPaypal = async (user: SignedIn) => {
    const response = await call('POST', '/api/subscription', user, { planId: plans.paypal, provider: 'paypal', email: user.email });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{ id: string; status: string; link: string }>();
    const stored = await app.repositories.subscriptions.findById(answer.id);
    // The subscription PayPal made is the one stored, and carries our id.
    expect(paypal.subscription(stored?.providerSubscriptionId as string)?.custom_id).toBe(answer.id);
    return { answer, providerId: stored?.providerSubscriptionId as string };
  };

  it('lists the plans of the configured providers and answers the state of a new account: on trial', async () => {
    const list = await call('GET', '/api/plans');
    expect(list.json<{ plans: { name: string }[] }>().plans.map((plan) => plan.name)).toEqual(['Premium monthly', 'Premium broken', 'Premium mensual']);
    const ada = await signedInUser(app, 'Ada');
    expect(await stateOf(ada)).toMatchObject({
      subscriptionsEnabled: true,
      premium: true,
      status: 'on_trial_period',
      isOnTrialPeriod: true,
      isSubscribed: false,
      trialDays: 15,
      providers: ['paypal', 'mercadopago'],
      mercadoPagoPublicKey: 'APP_USR-public',
      ownedProduct: null,
      androidSubscriptionState: null,
    });
    expect((await call('GET', '/api/me/subscription')).json<SubscriptionState>()).toMatchObject({ subscriptionsEnabled: true, status: 'not_subscribed' });
  });

  it('subscribe → webhook active → premium on → payment failed → grace → expired → premium off, every transition kept', async () => {
    const bob = await signedInUser(app, 'Bob');
    const { answer, providerId } = await subscribeWithPaypal(bob);
    expect(answer).toMatchObject({
      status: 'processing',
      link: expect.stringMatching(/^https:\/\/www\.sandbox\.paypal\.com\/webapps\/billing\/subscriptions\?ba_token=BA-/),
    });
    expect(paypal.subscription(providerId)).toMatchObject({ plan_id: PAYPAL_PLAN, subscriber: { email_address: bob.email }, custom_id: answer.id });

    const nextBilling = new Date(clock.clock().getTime() + 30 * DAY).toISOString();
    const activated = paypal.webhook('BILLING.SUBSCRIPTION.ACTIVATED', paypal.approve(providerId, nextBilling));
    expect((await paypalWebhook(activated)).statusCode).toBe(200);
    expect(await stateOf(bob)).toMatchObject({
      premium: true,
      status: 'active',
      isSubscribed: true,
      expirationDate: nextBilling,
      ownedProduct: { title: 'Premium monthly', billingPeriod: 'month' },
    });

    clock.advance(20 * DAY); // past the trial: the subscription is what keeps premium on
    expect(await stateOf(bob)).toMatchObject({ premium: true, status: 'active' });

    const failed = paypal.webhook('BILLING.SUBSCRIPTION.PAYMENT.FAILED', paypal.subscription(providerId));
    expect((await paypalWebhook(failed)).statusCode).toBe(200);
    const graceEnd = new Date(clock.clock().getTime() + 7 * DAY).toISOString();
    expect(await stateOf(bob)).toMatchObject({ premium: true, status: 'in_grace_period', expirationDate: graceEnd });

    clock.advance(7 * DAY);
    expect(await stateOf(bob)).toMatchObject({ premium: false, reason: 'blocked', status: 'expired' });
    expect((await call('GET', '/api/subscription/list', bob)).json()).toEqual([{ id: answer.id, status: 'expired', expirationDate: graceEnd }]);

    // A replay of the activation, however well signed, is a no-op.
    expect((await paypalWebhook(activated)).statusCode).toBe(200);
    expect(await stateOf(bob)).toMatchObject({ premium: false, status: 'expired' });

    const history = await app.repositories.subscriptions.history(answer.id);
    expect(history.map(({ fromStatus, toStatus }) => [fromStatus, toStatus])).toEqual([
      [null, 'processing'],
      ['processing', 'active'],
      ['active', 'in_grace_period'],
      ['in_grace_period', 'expired'],
    ]);
    expect(history.map((entry) => entry.cause)).toEqual(['create', `paypal:${activated.body.id}`, `paypal:${failed.body.id}`, 'clock']);
  });

  it('refuses forged and unverifiable PayPal webhooks with 400, changing nothing', async () => {
    const carol = await signedInUser(app, 'Carol');
    const { answer, providerId } = await subscribeWithPaypal(carol);
    const resource = paypal.approve(providerId, new Date(clock.clock().getTime() + 30 * DAY).toISOString());
    const forged = paypal.webhook('BILLING.SUBSCRIPTION.ACTIVATED', resource, { forWebhookId: 'WH-SOMEONE-ELSE' });
    expect((await paypalWebhook(forged)).statusCode).toBe(400);
    const genuine = paypal.webhook('BILLING.SUBSCRIPTION.ACTIVATED', resource);
    const tampered = { headers: genuine.headers, body: { ...genuine.body, resource: { ...resource, id: 'I-OTHER' } } };
    expect((await paypalWebhook(tampered)).statusCode).toBe(400);
    const unsigned = { headers: {}, body: genuine.body };
    expect((await paypalWebhook(unsigned)).json()).toEqual({ message: 'Webhook refused' });
    expect((await app.repositories.subscriptions.findById(answer.id))?.status).toBe('processing');
    expect(await app.repositories.subscriptions.history(answer.id)).toHaveLength(1);
  });

  it('applies one event once even when it arrives twice at the same moment, and asks PayPal for one token', async () => {
    const jo = await signedInUser(app, 'Jo');
    clock.advance(10 * 60 * 60 * 1000); // past the token's 9 hours: the next calls need a new one
    const tokensBefore = paypal.requests.filter((request) => request.path === '/v1/oauth2/token').length;
    const { answer, providerId } = await subscribeWithPaypal(jo);
    const activated = paypal.webhook('BILLING.SUBSCRIPTION.ACTIVATED', paypal.approve(providerId, new Date(clock.clock().getTime() + 30 * DAY).toISOString()));
    const answers = await Promise.all([paypalWebhook(activated), paypalWebhook(activated), paypalWebhook(activated)]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect((await app.repositories.subscriptions.history(answer.id)).map((entry) => entry.toStatus)).toEqual(['processing', 'active']);
    // One OAuth token for all of these calls: it is kept until shortly before it expires.
    expect(paypal.requests.filter((request) => request.path === '/v1/oauth2/token')).toHaveLength(tokensBefore + 1);
  });

  it('cancels at PayPal; premium stays on until the paid period ends; only the owner can cancel', async () => {
    const dan = await signedInUser(app, 'Dan');
    const eve = await signedInUser(app, 'Eve');
    const { answer, providerId } = await subscribeWithPaypal(dan);
    const paidUntil = new Date(clock.clock().getTime() + 10 * DAY).toISOString();
    await paypalWebhook(paypal.webhook('BILLING.SUBSCRIPTION.ACTIVATED', paypal.approve(providerId, paidUntil)));

    expect((await call('POST', `/api/subscription/${answer.id}/cancel`, eve)).statusCode).toBe(404);
    expect((await call('GET', '/api/subscription/list', eve)).json()).toEqual([]);
    const cancelled = await call('POST', `/api/subscription/${answer.id}/cancel`, dan);
    expect(cancelled.json()).toEqual({ message: 'Your subscription was cancelled successfully.', id: answer.id, status: 'canceled' });
    expect(paypal.subscription(providerId)?.status).toBe('CANCELLED');
    expect(await stateOf(dan)).toMatchObject({ premium: true, status: 'canceled', expirationDate: paidUntil });
    // Cancelling at the provider again fails there: the answer says so.
    expect((await call('POST', `/api/subscription/${answer.id}/cancel`, dan)).json()).toEqual({
      message: 'There was an error cancelling your subscription, please try again in a moment.',
    });
    // Past the paid period, and past Dan's own trial too.
    clock.advance(15 * DAY);
    expect(await stateOf(dan)).toMatchObject({ premium: false, reason: 'blocked', status: 'expired' });
  });

  it('answers the spec’s message when a PayPal plan has no plan id, and refuses unknown plans', async () => {
    const fay = await signedInUser(app, 'Fay');
    const missing = await call('POST', '/api/subscription', fay, { planId: plans.paypalWithoutId, provider: 'paypal', email: fay.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Plan configuration missing for PayPal subscription' });
    expect((await call('POST', '/api/subscription', fay, { planId: 'nope', provider: 'paypal', email: fay.email })).statusCode).toBe(404);
    expect((await call('POST', '/api/subscription', fay, { planId: plans.paypal, provider: 'mercadopago', email: fay.email })).statusCode).toBe(400);
    expect((await call('POST', '/api/subscription', undefined, { planId: plans.paypal, provider: 'paypal', email: fay.email })).statusCode).toBe(403);
    expect(await app.repositories.subscriptions.listForUser(fay.id)).toEqual([]);
  });

  it('Mercado Pago: preapproval with the card token → init_point, payment rejected → grace; forged and replayed notifications change nothing; cancel', async () => {
    const gus = await signedInUser(app, 'Gus');
    const noCard = await call('POST', '/api/subscription', gus, { planId: plans.mercadoPago, provider: 'mercadopago', email: gus.email });
    expect(noCard.statusCode).toBe(400);
    const response = await call('POST', '/api/subscription', gus, {
      planId: plans.mercadoPago,
      provider: 'mercadopago',
      email: gus.email,
      cardTokenId: 'ff8080814c11e237014c1ff593b57b4d',
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{ id: string; status: string; init_point: string }>();
    expect(answer).toMatchObject({
      status: 'active',
      init_point: expect.stringContaining('https://www.mercadopago.com.ar/subscriptions/checkout?preapproval_id='),
    });
    const stored = await app.repositories.subscriptions.findById(answer.id);
    const preapproval = mercadoPago.preapproval(stored?.providerSubscriptionId as string);
    expect(preapproval).toMatchObject({
      payer_email: gus.email,
      external_reference: answer.id,
      auto_recurring: { transaction_amount: 1500, currency_id: 'ARS', frequency: 1, frequency_type: 'months' },
    });

    const rejected = mercadoPago.notification('subscription_authorized_payment', String(mercadoPago.charge(preapproval?.id as string, 'rejected')));
    const forged = mercadoPago.notification('subscription_authorized_payment', rejected.body.data.id, { secret: 'not-the-secret' });
    expect((await mercadoPagoWebhook(forged)).statusCode).toBe(400);
    expect((await mercadoPagoWebhook({ ...rejected, headers: { ...rejected.headers, 'x-request-id': 'another-request' } })).statusCode).toBe(400);
    expect(await stateOf(gus)).toMatchObject({ status: 'active' });

    expect((await mercadoPagoWebhook(rejected)).statusCode).toBe(200);
    expect(await stateOf(gus)).toMatchObject({ premium: true, status: 'in_grace_period' });
    const approved = mercadoPago.notification('subscription_authorized_payment', String(mercadoPago.charge(preapproval?.id as string, 'approved')));
    expect((await mercadoPagoWebhook(approved)).statusCode).toBe(200);
    expect(await stateOf(gus)).toMatchObject({
      premium: true,
      status: 'active',
      expirationDate: mercadoPago.preapproval(preapproval?.id as string)?.next_payment_date,
    });
    // The rejected notification again: applied already, so nothing moves.
    expect((await mercadoPagoWebhook(rejected)).statusCode).toBe(200);
    expect(await stateOf(gus)).toMatchObject({ status: 'active' });

    const cancelled = await call('POST', `/api/subscription/${answer.id}/cancel`, gus);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(mercadoPago.preapproval(preapproval?.id as string)?.status).toBe('cancelled');
    expect(await stateOf(gus)).toMatchObject({ premium: true, status: 'canceled' });
  });

  it('answers the spec’s failure messages when a provider cannot be reached, and refuses webhooks it cannot verify', async () => {
    const down = await startPaypalStandIn({ plans: [PAYPAL_PLAN] });
    const unreachable = down.env;
    await down.close();
    const offline = await database.buildApp({ ...unreachable, ...mercadoPago.env, MERCADOPAGO_API_URL: unreachable.PAYPAL_API_URL }, { clock: clock.clock });
    await offline.repositories.plans.insert({
      id: 'plan-offline',
      name: 'Offline',
      price: '1',
      currency: 'USD',
      period: 'month',
      provider: 'paypal',
      planId: PAYPAL_PLAN,
      now: clock.clock(),
    });
    await offline.repositories.plans.insert({
      id: 'plan-offline-mp',
      name: 'Offline MP',
      price: '1',
      currency: 'ARS',
      period: 'month',
      provider: 'mercadopago',
      planId: null,
      now: clock.clock(),
    });
    const kim = await signedInUser(offline, 'Kim');
    const viaPaypal = await offline.inject({
      method: 'POST',
      url: '/api/subscription',
      headers: kim.headers,
      payload: { planId: 'plan-offline', provider: 'paypal', email: kim.email },
    });
    expect(viaPaypal.statusCode).toBe(502);
    expect(viaPaypal.json()).toEqual({ message: 'Subscription request failed' });
    const viaMercadoPago = await offline.inject({
      method: 'POST',
      url: '/api/subscription',
      headers: kim.headers,
      payload: { planId: 'plan-offline-mp', provider: 'mercadopago', email: kim.email, cardTokenId: 'token' },
    });
    expect(viaMercadoPago.json()).toEqual({ message: 'Payment request failed' });
    expect(await offline.repositories.subscriptions.listForUser(kim.id)).toEqual([]);
    const webhook = paypal.webhook('BILLING.SUBSCRIPTION.ACTIVATED', { id: 'I-ANY' });
    expect(
      (await offline.inject({ method: 'POST', url: '/api/subscription/webhook/paypal', headers: webhook.headers, payload: webhook.body })).statusCode,
    ).toBe(400);
  });

  it('lets a user whose subscription ended subscribe again, and the new subscription is what counts', async () => {
    const lou = await signedInUser(app, 'Lou');
    const first = await subscribeWithPaypal(lou);
    await paypalWebhook(
      paypal.webhook('BILLING.SUBSCRIPTION.ACTIVATED', paypal.approve(first.providerId, new Date(clock.clock().getTime() + 10 * DAY).toISOString())),
    );
    expect((await call('POST', `/api/subscription/${first.answer.id}/cancel`, lou)).statusCode).toBe(200);
    clock.advance(16 * DAY); // past the paid period and the trial
    expect(await stateOf(lou)).toMatchObject({ premium: false, reason: 'blocked', status: 'expired', isSubscribed: false });

    const again = await subscribeWithPaypal(lou);
    expect(again.providerId).not.toBe(first.providerId);
    expect(await stateOf(lou)).toMatchObject({ premium: false, status: 'processing' });
    const paidUntil = new Date(clock.clock().getTime() + 30 * DAY).toISOString();
    await paypalWebhook(paypal.webhook('BILLING.SUBSCRIPTION.ACTIVATED', paypal.approve(again.providerId, paidUntil)));
    expect(await stateOf(lou)).toMatchObject({ premium: true, reason: null, status: 'active', isSubscribed: true, expirationDate: paidUntil });
    expect((await call('GET', '/api/subscription/list', lou)).json()).toEqual([
      { id: again.answer.id, status: 'active', expirationDate: paidUntil },
      { id: first.answer.id, status: 'expired', expirationDate: expect.any(String) },
    ]);
  });

  it('asks the provider on a refresh while a subscription is processing: PayPal and Mercado Pago, once for two refreshes at once', async () => {
    const max = await signedInUser(app, 'Max');
    const viaPaypal = await subscribeWithPaypal(max);
    // Not approved yet at PayPal: a refresh leaves it processing.
    expect(await stateOf(max)).toMatchObject({ status: 'processing' });
    const gets = () => paypal.requests.filter((request) => request.method === 'GET' && request.path === `/v1/billing/subscriptions/${viaPaypal.providerId}`);
    expect(gets()).toHaveLength(1);

    // Approved at PayPal, and its webhook never came.
    const paidUntil = new Date(clock.clock().getTime() + 30 * DAY).toISOString();
    paypal.approve(viaPaypal.providerId, paidUntil);
    const [state, list] = await Promise.all([stateOf(max), call('GET', '/api/subscription/list', max)]);
    expect(state).toMatchObject({ premium: true, status: 'active', isSubscribed: true, expirationDate: paidUntil });
    expect(list.json()).toEqual([{ id: viaPaypal.answer.id, status: 'active', expirationDate: paidUntil }]);
    const history = await app.repositories.subscriptions.history(viaPaypal.answer.id);
    expect(history.map(({ toStatus, cause }) => [toStatus, cause])).toEqual([
      ['processing', 'create'],
      ['active', 'paypal:pull'],
    ]);
    // Active now: later refreshes do not ask PayPal again.
    const asked = gets().length;
    await stateOf(max);
    expect(gets()).toHaveLength(asked);

    const nia = await signedInUser(app, 'Nia');
    mercadoPago.holdNextAsPending();
    const created = await call('POST', '/api/subscription', nia, {
      planId: plans.mercadoPago,
      provider: 'mercadopago',
      email: nia.email,
      cardTokenId: 'card-1',
    });
    expect(created.json()).toMatchObject({ status: 'processing' });
    const stored = await app.repositories.subscriptions.findById(created.json<{ id: string }>().id);
    expect(await stateOf(nia)).toMatchObject({ status: 'processing' });
    const next = mercadoPago.authorize(stored?.providerSubscriptionId as string);
    expect(await stateOf(nia)).toMatchObject({ premium: true, status: 'active', expirationDate: next.next_payment_date });
    expect((await app.repositories.subscriptions.history(stored?.id as string)).map((entry) => entry.cause)).toEqual(['create', 'mercadopago:pull']);
  });

  it('refuses a Mercado Pago notification signed more than five minutes ago, changing nothing', async () => {
    const oli = await signedInUser(app, 'Oli');
    const created = await call('POST', '/api/subscription', oli, {
      planId: plans.mercadoPago,
      provider: 'mercadopago',
      email: oli.email,
      cardTokenId: 'card-2',
    });
    const stored = await app.repositories.subscriptions.findById(created.json<{ id: string }>().id);
    const preapprovalId = stored?.providerSubscriptionId as string;
    const old = mercadoPago.notification('subscription_authorized_payment', String(mercadoPago.charge(preapprovalId, 'rejected')));
    clock.advance(5 * 60_000 + 1000);
    const refused = await mercadoPagoWebhook(old);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Webhook refused' });
    expect(await stateOf(oli)).toMatchObject({ status: 'active' });
    // The same event sent afresh, signed now, counts.
    const fresh = mercadoPago.notification('subscription_authorized_payment', old.body.data.id, { id: old.body.id });
    expect((await mercadoPagoWebhook(fresh)).statusCode).toBe(200);
    expect(await stateOf(oli)).toMatchObject({ premium: true, status: 'in_grace_period' });
  });

  it('answers the subscriber calls for the caller only, with the server’s status', async () => {
    const hal = await signedInUser(app, 'Hal');
    const ivy = await signedInUser(app, 'Ivy');
    const created = await call('POST', '/api/subscriber', hal, { userId: hal.id, status: 'active' });
    expect(created.statusCode, created.body).toBe(201);
    const subscriber = created.json<{ id: string; status: string }>();
    expect(subscriber).toMatchObject({ userId: hal.id, status: 'on_trial_period' });
    expect((await call('POST', '/api/subscriber', hal, { userId: hal.id })).json()).toMatchObject({ id: subscriber.id });
    expect((await call('POST', '/api/subscriber', ivy, { userId: hal.id })).statusCode).toBe(404);
    expect((await call('GET', `/api/subscriber/${subscriber.id}`, hal)).json()).toMatchObject({ id: subscriber.id, status: 'on_trial_period' });
    expect((await call('GET', `/api/subscriber/${subscriber.id}`, ivy)).json()).toEqual({ message: 'subscriber not found' });
    expect((await call('PATCH', `/api/subscriber/${subscriber.id}`, hal, { status: 'active' })).json()).toMatchObject({ status: 'on_trial_period' });
    for (const [method, url] of [
      ['PATCH', '/api/subscriber/'],
      ['PATCH', '/api/subscriber/%20'],
      ['POST', '/api/subscriber//transaction'],
      ['POST', '/api/subscriber/%20/transaction'],
    ] as const) {
      const response = await call(method, url, hal, {});
      expect(response.json<{ message: string }>().message, `${method} ${url}`).toBe('No subscriber id supplied');
      expect(response.statusCode).toBe(400);
    }
    expect((await call('POST', `/api/subscriber/${subscriber.id}/transaction`, hal, { transactionId: 'GPA.1' })).json()).toEqual({
      ok: false,
      message: 'Transaction validation failed',
      error: { message: 'Transaction validation failed' },
    });
  });
});
