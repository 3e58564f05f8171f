import type { UserData } from '@tessera/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { ACCOUNT_MESSAGES } from '../src/accounts/messages.ts';
import { bearer, createUser, logIn } from './helpers/accounts.ts';
import { makeTestClock, MINUTE } from './helpers/clock.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { startTestProvider, type TestProvider } from './helpers/oidc-provider.ts';

const PUBLIC_URL = 'https://aac.example.org';

describeEachDatabase('social login', (database) => {
  const time = makeTestClock(new Date());
  let provider: TestProvider;
  let app: App;

  beforeAll(async () => {
    provider = await startTestProvider();
    const env: Record<string, string> = { PUBLIC_URL };
    for (const name of ['GOOGLE', 'FACEBOOK', 'APPLE']) {
      env[`${name}_CLIENT_ID`] = provider.clientId;
      env[`${name}_CLIENT_SECRET`] = provider.clientSecret;
      env[`OIDC_${name}_ISSUER`] = provider.issuer;
    }
    app = await database.buildApp(env, { clock: time.clock });
  });
  afterAll(async () => provider.close());

  /** A Set-Cookie's attributes, in any order. */
  const attributesOf = (setCookie: string) => setCookie.split('; ').slice(1).sort();
  /** GET /auth/:type/start, then the provider's answer: the callback query string and the browser's cookie. */
  const startFlow = async (type: string) => {
    const start = await app.inject({ method: 'GET', url: `/api/auth/${type}/start` });
    expect(start.statusCode, start.body).toBe(302);
    const cookie = String(start.headers['set-cookie']).split(';')[0] as string;
    expect(cookie).toMatch(/^tessera_oauth_state=[\w-]+$/);
    expect(attributesOf(String(start.headers['set-cookie']))).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/api/user/login', 'SameSite=Lax', 'Secure']);
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    return { cookie, atProvider };
  };
  const callbackOf = async (type: string) => {
    const { cookie, atProvider } = await startFlow(type);
    expect(atProvider.status).toBe(302);
    const callback = new URL(atProvider.headers.get('location') as string);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${PUBLIC_URL}/login/${type}/callback`);
    return { cookie, activatedData: callback.search };
  };
  const socialLogin = (type: string, activatedData: string, cookie?: string) =>
    logIn(app, { type, activatedData, deviceId: 'Mozilla/5.0 social' }, { headers: cookie ? { cookie } : {} });
  const refused = async (response: Awaited<ReturnType<typeof socialLogin>>) => {
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.socialLoginFailed });
  };

  it('lists the configured providers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ providers: ['google', 'facebook', 'apple'] });
    const plain = await database.buildApp();
    expect((await plain.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ providers: [] });
    const start = await plain.inject({ method: 'GET', url: '/api/auth/google/start' });
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual({ message: ACCOUNT_MESSAGES.unknownProvider });
  });

  it('signs in with an OpenID provider end to end (state, PKCE, nonce, id_token), creating an activated account', async () => {
    provider.user = {
      sub: 'google-1',
      email: 'New.Person@Example.org',
      email_verified: true,
      name: 'New Person',
      picture: 'https://pictures.example.org/np.png',
    };
    const { cookie, activatedData } = await callbackOf('google');
    const authorization = provider.authorizations.at(-1) as URLSearchParams;
    expect(authorization.get('scope')).toBe('openid email profile');
    expect(authorization.get('redirect_uri')).toBe(`${PUBLIC_URL}/login/google/callback`);
    expect(authorization.get('nonce')).toBeTruthy();
    expect(authorization.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const response = await socialLogin('google', activatedData, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<UserData>();
    expect(data).toMatchObject({
      name: 'New Person',
      email: 'new.person@example.org',
      isFirstLogin: true,
      photos: [{ value: 'https://pictures.example.org/np.png' }],
    });
    expect(provider.tokenRequests.at(-1)?.get('code_verifier')).toBeTruthy();
    const [cleared, deviceKey] = response.headers['set-cookie'] as string[];
    expect(cleared).toMatch(/^tessera_oauth_state=; /);
    expect(attributesOf(cleared as string)).toEqual([
      'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      'HttpOnly',
      'Max-Age=0',
      'Path=/api/user/login',
      'SameSite=Lax',
      'Secure',
    ]);
    expect(deviceKey).toMatch(/^tessera_device=[\w-]{43}; /);
    expect(attributesOf(deviceKey as string)).toEqual(['HttpOnly', 'Max-Age=34560000', 'Path=/api/user/login', 'SameSite=Strict', 'Secure']);
    expect((await app.inject({ method: 'GET', url: `/api/user/${data.id}`, headers: bearer(data.authToken as string) })).statusCode).toBe(200);

    // The same person again: the same account.
    const again = await callbackOf('google');
    const second = (await socialLogin('google', again.activatedData, again.cookie)).json<UserData>();
    expect(second).toMatchObject({ id: data.id, isFirstLogin: false });
  });

  it('refuses a callback used twice, one without the starting browser cookie, and one with an error', async () => {
    provider.user = { sub: 'google-2', email: 'twice@example.org', email_verified: true, name: 'Twice' };
    const { cookie, activatedData } = await callbackOf('google');
    expect((await socialLogin('google', activatedData, cookie)).statusCode).toBe(200);
    await refused(await socialLogin('google', activatedData, cookie));

    const planted = await callbackOf('google');
    await refused(await socialLogin('google', planted.activatedData));
    await refused(await socialLogin('google', planted.activatedData, 'tessera_oauth_state=someone-elses'));
    // For another provider than the one it was started for.
    await refused(await socialLogin('facebook', planted.activatedData, planted.cookie));

    await refused(await socialLogin('google', '?error=access_denied&state=x', 'tessera_oauth_state=x'));
  });

  it('refuses a sign-in finished after 10 minutes', async () => {
    provider.user = { sub: 'google-3', email: 'slow@example.org', email_verified: true };
    const { cookie, activatedData } = await callbackOf('google');
    time.advance(10 * MINUTE + 1000);
    try {
      await refused(await socialLogin('google', activatedData, cookie));
    } finally {
      time.set(new Date());
    }
  });

  it('refuses id_tokens with the wrong audience, nonce, issuer or key, expired ones, and unverified emails', async () => {
    provider.user = { sub: 'google-4', email: 'careful@example.org', email_verified: true };
    for (const misbehaviour of ['wrong-audience', 'wrong-nonce', 'wrong-issuer', 'foreign-key', 'expired'] as const) {
      provider.misbehave = misbehaviour;
      const { cookie, activatedData } = await callbackOf('google');
      const response = await socialLogin('google', activatedData, cookie);
      expect(response.statusCode, misbehaviour).toBe(401);
      await refused(response);
    }
    provider.misbehave = null;
    provider.user = { sub: 'google-5', email: 'unverified@example.org', email_verified: 'false' };
    const { cookie, activatedData } = await callbackOf('google');
    await refused(await socialLogin('google', activatedData, cookie));
    expect(await app.repositories.users.findByEmail('careful@example.org')).toBeUndefined();
    expect(await app.repositories.users.findByEmail('unverified@example.org')).toBeUndefined();
  });

  it('takes over an unactivated sign-up of the same email, dropping the password its unverified author set', async () => {
    const squatter = await createUser(app, { email: 'victim@example.org', password: 'squatter pass', activated: false });
    provider.user = { sub: 'google-6', email: 'victim@example.org', email_verified: true, name: 'Victim' };
    const { cookie, activatedData } = await callbackOf('google');
    const response = await socialLogin('google', activatedData, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<UserData>().id).toBe(squatter.id);
    expect((await logIn(app, { email: 'victim@example.org', password: 'squatter pass' })).statusCode).toBe(401);
  });

  it('signs an existing activated account in by its email, keeping its password', async () => {
    const user = await createUser(app, { email: 'both@example.org', password: 'my own pass' });
    provider.user = { sub: 'google-7', email: 'BOTH@example.org', email_verified: true };
    const { cookie, activatedData } = await callbackOf('google');
    expect((await socialLogin('google', activatedData, cookie)).json<UserData>().id).toBe(user.id);
    expect((await logIn(app, { email: 'both@example.org', password: 'my own pass' })).statusCode).toBe(200);
  });

  it('reads the profile from the userinfo endpoint when there is no id_token (Facebook)', async () => {
    provider.user = { sub: 'fb-1', email: 'fb.user@example.org', name: 'Face Book', picture: 'https://pictures.example.org/fb.png' };
    const { cookie, activatedData } = await callbackOf('facebook');
    expect(provider.authorizations.at(-1)?.get('scope')).toBe('email public_profile');
    const response = await socialLogin('facebook', activatedData, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<UserData>()).toMatchObject({
      name: 'Face Book',
      email: 'fb.user@example.org',
      photos: [{ value: 'https://pictures.example.org/fb.png' }],
    });
  });

  it('keeps a hostile profile within the limits: a name with null characters or too long is cleaned, an address that is not one refused', async () => {
    provider.user = {
      sub: 'fb-2',
      email: 'fb.long@example.org',
      name: `Long\u0000${'n'.repeat(300)}`,
      picture: `https://pictures.example.org/${'p'.repeat(3000)}`,
    };
    let { cookie, activatedData } = await callbackOf('facebook');
    const response = await socialLogin('facebook', activatedData, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<UserData>();
    expect(data.name).toBe(`Long${'n'.repeat(96)}`);
    expect(data.photos).toBeUndefined();
    // An index row of PostgreSQL holds about 2.7 KB: such an address never reaches it.
    provider.user = { sub: 'fb-3', email: `${'x'.repeat(3000)}@example.org`, name: 'Huge' };
    ({ cookie, activatedData } = await callbackOf('facebook'));
    await refused(await socialLogin('facebook', activatedData, cookie));
  });

  it("turns Apple's form POST into the callback address, and takes the name Apple sends once", async () => {
    provider.user = { sub: 'apple-1', email: 'apple.user@example.org', email_verified: 'true' };
    const { cookie, atProvider } = await startFlow('apple');
    expect(provider.authorizations.at(-1)?.get('response_mode')).toBe('form_post');
    const html = await atProvider.text();
    const action = new URL(/action="([^"]+)"/.exec(html)?.[1] as string);
    expect(`${action.origin}${action.pathname}`).toBe(`${PUBLIC_URL}/login/apple/callback`);
    const form = new URLSearchParams();
    for (const [, name, value] of html.matchAll(/name="([^"]+)" value="([^"]*)"/g))
      form.set(
        name as string,
        (value as string).replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))),
      );
    const posted = await app.inject({
      method: 'POST',
      url: '/login/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(posted.statusCode).toBe(303);
    const location = String(posted.headers.location);
    expect(location).toMatch(/^\/login\/apple\/callback\?code=/);
    const response = await socialLogin('apple', location, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<UserData>()).toMatchObject({ name: 'Apple Person', email: 'apple.user@example.org' });
  });

  it('sends the browser back to the callback page with an error when the provider cannot be reached', async () => {
    const unreachable = await database.buildApp({ PUBLIC_URL, GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y', OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:1' });
    const start = await unreachable.inject({ method: 'GET', url: '/api/auth/google/start' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe(`${PUBLIC_URL}/login/google/callback?error=server_error`);
    expect((await app.inject({ method: 'GET', url: '/api/auth/myspace/start' })).statusCode).toBe(404);
  });
});
