import type { Board, SubscriptionState } from '@tessera/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { startPaypalStandIn, type PaypalStandIn } from '../src/testing/paypal-stand-in.ts';
import { DAY, makeTestClock, type TestClock } from './helpers/clock.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { png, wav } from './helpers/media-samples.ts';
import { multipartBody } from './helpers/multipart.ts';
import { signedInUser, type SignedIn } from './helpers/users.ts';

// Publishing a board and copying someone else's public board are premium (spec 02 §1), refused by the server itself
// with 402 and a reason once subscriptions are on; nothing is gated with no provider configured.
describeEachDatabase('premium features on the server', (database) => {
  let paypal: PaypalStandIn;
  let clock: TestClock;

  beforeAll(async () => {
    clock = makeTestClock();
    paypal = await startPaypalStandIn();
  });
  afterAll(async () => {
    await paypal?.close();
  });

  const board = (id: string, fields: Partial<Board> = {}) => ({ id, name: `Board ${id}`, tiles: [], ...fields });
  const write = (app: App, user: SignedIn, method: 'POST' | 'PUT', url: string, payload: object) => app.inject({ method, url, headers: user.headers, payload });
  const boardsOf = async (app: App, user: SignedIn) =>
    (await app.inject({ method: 'GET', url: `/api/board/byemail/${encodeURIComponent(user.email)}`, headers: user.headers })).json<{ total: number }>().total;
  const stateOf = async (app: App, user: SignedIn) =>
    (await app.inject({ method: 'GET', url: '/api/me/subscription', headers: user.headers })).json<SubscriptionState>();

  it('lets a user on trial publish and copy, and refuses both once TRIAL_DAYS have passed, keeping their boards editable', async () => {
    const app = await database.buildApp(paypal.env, { clock: clock.clock });
    const ada = await signedInUser(app, 'Ada');
    const bob = await signedInUser(app, 'Bob');
    const bobs = await write(app, bob, 'POST', '/api/board', board('bobkitchen', { isPublic: true }));
    expect(bobs.statusCode, bobs.body).toBe(201);
    const published = await write(app, ada, 'POST', '/api/board', board('adapublic1', { isPublic: true }));
    expect(published.statusCode, published.body).toBe(201);
    const privateOne = (await write(app, ada, 'POST', '/api/board', board('adaprivat1'))).json<Board>();

    clock.advance(14 * DAY);
    expect(await stateOf(app, ada)).toMatchObject({ premium: true, status: 'on_trial_period' });
    clock.advance(1 * DAY);
    expect(await stateOf(app, ada)).toMatchObject({ premium: false, reason: 'trial_ended', status: 'not_subscribed' });

    const before = await boardsOf(app, ada);
    const trialEnded = { message: 'Your free trial has ended', reason: 'trial_ended' };
    const publish = await write(app, ada, 'POST', '/api/board', board('adapublic2', { isPublic: true }));
    expect(publish.statusCode).toBe(402);
    expect(publish.json()).toEqual(trialEnded);
    const copy = await write(app, ada, 'POST', '/api/board', board('adacopy123', { copiedFrom: { id: bobs.json<Board>().id, name: 'Board bobkitchen' } }));
    expect(copy.statusCode).toBe(402);
    const makePublic = await write(app, ada, 'PUT', `/api/board/${privateOne.id}`, { ...privateOne, isPublic: true });
    expect(makePublic.json()).toEqual(trialEnded);
    const batch = await write(app, ada, 'POST', '/api/board/batch', { boards: [board('adabatch01', { isPublic: true }), board('adabatch02')] });
    expect(batch.json<{ results: { status: number }[] }>().results.map((result) => result.status)).toEqual([402, 201]);
    expect(await boardsOf(app, ada)).toBe(before + 1);

    // What Ada already has stays hers to edit, the published board included.
    const kept = published.json<Board>();
    const edited = await write(app, ada, 'PUT', `/api/board/${kept.id}`, { ...kept, name: 'Still mine' });
    expect(edited.statusCode, edited.body).toBe(200);
    const privateEdit = await write(app, ada, 'PUT', `/api/board/${privateOne.id}`, { ...privateOne, name: 'Private, edited' });
    expect(privateEdit.statusCode).toBe(200);
  });

  it('with TRIAL_DAYS=0 refuses at once as blocked, but back-office users and free countries are always active', async () => {
    const app = await database.buildApp({ ...paypal.env, TRIAL_DAYS: '0', FREE_COUNTRIES: 'AR,UY' }, { clock: clock.clock });
    const cat = await signedInUser(app, 'Cat');
    const office = await signedInUser(app, 'Office');
    const rioplatense = await signedInUser(app, 'Lucia');
    await app.repositories.users.setByBackOffice(office.email, clock.clock());
    await app.repositories.users.updateProfile(rioplatense.id, { location: { country: 'Argentina', countryCode: 'AR' } }, clock.clock());

    const refused = await write(app, cat, 'POST', '/api/board', board('catpublic1', { isPublic: true }));
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: 'This feature is blocked', reason: 'blocked' });
    expect(await stateOf(app, cat)).toMatchObject({ premium: false, reason: 'blocked', isOnTrialPeriod: false });

    for (const [user, id] of [
      [office, 'offpublic1'],
      [rioplatense, 'argpublic1'],
    ] as const) {
      expect((await write(app, user, 'POST', '/api/board', board(id, { isPublic: true }))).statusCode).toBe(201);
      expect(await stateOf(app, user)).toMatchObject({ premium: true, status: 'active', isSubscribed: true });
    }
    expect((await stateOf(app, rioplatense)).isInFreeCountry).toBe(true);

    // A recorded sound (the tile editor's voice recording) is premium; a picture is not.
    const upload = (user: SignedIn, file: { fileName: string; contentType: string; content: Buffer }) => {
      const { payload, headers } = multipartBody([file]);
      return app.inject({ method: 'POST', url: '/api/media', headers: { ...headers, ...user.headers }, payload });
    };
    const recording = { fileName: 'hello.wav', contentType: 'audio/wav', content: wav() };
    const sound = await upload(cat, recording);
    expect(sound.statusCode).toBe(402);
    expect(sound.json()).toEqual({ message: 'This feature is blocked', reason: 'blocked' });
    expect((await upload(cat, { fileName: 'cat.png', contentType: 'image/png', content: png() })).statusCode).toBe(201);
    expect((await upload(office, recording)).statusCode).toBe(201);
  });

  it('gates nothing with no provider configured, whatever TRIAL_DAYS says', async () => {
    const app = await database.buildApp({ TRIAL_DAYS: '0' }, { clock: clock.clock });
    const dee = await signedInUser(app, 'Dee');
    expect((await write(app, dee, 'POST', '/api/board', board('deepublic1', { isPublic: true }))).statusCode).toBe(201);
    expect(await stateOf(app, dee)).toMatchObject({ subscriptionsEnabled: false, premium: true, reason: null, providers: [], products: [] });
    expect((await app.inject({ method: 'GET', url: '/api/plans' })).json()).toEqual({ plans: [] });
    const webhook = paypal.webhook('BILLING.SUBSCRIPTION.ACTIVATED', { id: 'I-NONE' });
    expect((await app.inject({ method: 'POST', url: '/api/subscription/webhook/paypal', headers: webhook.headers, payload: webhook.body })).statusCode).toBe(
      400,
    );
  });
});
