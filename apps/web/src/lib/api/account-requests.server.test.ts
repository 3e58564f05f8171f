// @vitest-environment node
// The server runs in this process and needs Node's own globals (jsdom's typed arrays are of another realm).
import { configureStore } from '@reduxjs/toolkit';
import type { UserData } from '@tessera/core';
import { startTestServer, type TestServer } from '@tessera/server/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFailureOf } from '../../test/api-failure';
import { api } from './api';
import { deleteAccountApi } from './delete-account';
import { getAuthProvidersApi } from './get-auth-providers';
import { getLocationApi } from './get-location';
import { getUserApi } from './get-user';
import { logIn } from './log-in';
import { requestPasswordReset } from './request-password-reset';
import { apiForbidden } from './session-token';
import { signUp } from './sign-up';
import { storePassword } from './store-password';
import { updateUserApi } from './update-user';
import { uploadMedia } from './upload-media';

// Each request reads the real server's answer with core's schema of it: a schema the server's route does not answer
// with (or an answer the route writes unlike its schema) fails here, not in a user's session.
let server: TestServer;
let ada: UserData;

// A 1 × 1 PNG: the server decides what a file is from its bytes.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

beforeAll(async () => {
  server = await startTestServer();
  ada = await server.signIn('Ada', `ada-${Date.now()}@example.org`);
});
afterAll(async () => {
  await server.close();
});

/** A store of the API and the signed-in user, who is logged out by a 403 (as the app's auth slice does). */
const signedIn = (user: UserData) =>
  configureStore({
    reducer: {
      auth: (state: { user: UserData | null } = { user }, action) => (apiForbidden.match(action) ? { user: null } : state),
      [api.reducerPath]: api.reducer,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });

describe('the account calls without a token', () => {
  const context = () => ({ baseUrl: server.apiUrl });

  it('log in with a password, answering the user data with a token', async () => {
    const user = await logIn({ email: ada.email, password: 'correct horse battery', deviceId: 'test' }, context());
    expect(user).toMatchObject({ id: ada.id, name: 'Ada', email: ada.email, communicators: [] });
    expect(user.authToken).toEqual(expect.any(String));
    expect(await apiFailureOf(logIn({ email: ada.email, password: 'wrong' }, context()))).toMatchObject({ kind: 'http', status: 401 });
  });

  it('sign up, and ask for a reset link, answering their messages', async () => {
    const signedUp = await signUp({ name: 'Bea', email: `bea-${Date.now()}@example.org`, password: 'secret12', isTermsAccepted: true }, context());
    expect(signedUp.message).toMatch(/^Check your email/);
    expect((await requestPasswordReset(ada.email, context())).message).toMatch(/^If an account exists/);
  });

  it('refuse a reset link that is not one, with the server’s reason', async () => {
    const error = await apiFailureOf(storePassword({ userid: ada.id, token: 'not-a-token', password: 'newpass12' }, context()));
    expect(error).toMatchObject({ kind: 'http', status: 400, serverMessage: expect.stringMatching(/^This password reset link is not valid or has expired/) });
  });
});

describe('the signed-in user’s calls', () => {
  // The app's endpoints call /api on the page's own origin: here that is the real server's.
  beforeEach(() => {
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      realFetch(input.startsWith('/api/') ? `${server.apiUrl}${input.slice('/api'.length)}` : input, init),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('read and change the profile, read the country and the providers, and upload a picture', async () => {
    const store = signedIn(ada);
    const user = await store.dispatch(getUserApi.endpoints.getUser.initiate(ada.id)).unwrap();
    expect(user).toMatchObject({ id: ada.id, name: 'Ada', email: ada.email });
    const renamed = await store
      .dispatch(updateUserApi.endpoints.updateUser.initiate({ id: ada.id, name: 'Ada L.', location: { country: 'Argentina', countryCode: 'AR' } }))
      .unwrap();
    expect(renamed).toMatchObject({ name: 'Ada L.', location: { country: 'Argentina', countryCode: 'AR' } });
    expect(await store.dispatch(getLocationApi.endpoints.getLocation.initiate()).unwrap()).toEqual({ country: 'Argentina', countryCode: 'AR' });
    expect(await store.dispatch(getAuthProvidersApi.endpoints.getAuthProviders.initiate()).unwrap()).toEqual([]);

    const url = await uploadMedia(PNG.buffer, 'image/png', ada.authToken ?? '', { baseUrl: server.apiUrl });
    expect(url).toMatch(/\/media\/[^/]+\.png$/);
  });

  it('delete the account', async () => {
    const bea = await server.signIn('Bea');
    const store = signedIn(bea);
    expect(await store.dispatch(deleteAccountApi.endpoints.deleteAccount.initiate(bea.id)).unwrap()).toEqual({ message: expect.any(String) });
    // The token of a deleted account is refused: the session ends.
    await store.dispatch(getUserApi.endpoints.getUser.initiate(bea.id));
    expect(store.getState().auth.user).toBeNull();
  });
});
