import { configureStore } from '@reduxjs/toolkit';
import { BoardSchema, MessageSchema, UserDataSchema } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailureOf } from '../../test/api-failure';
import { answer, offContract, refusal, stubFetch } from '../../test/stub-fetch';
import { failureMessage, isForbidden, retryAfterMsOf } from './api-error';
import { callApi } from './call-api';
import { requestJson } from './request-json';
import { apiForbidden } from './session-token';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ana = { id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't0k' };

describe('requestJson', () => {
  it('refuses an authenticated call without a token before any network use', async () => {
    const { fetchStub } = stubFetch(() => answer(MessageSchema, { message: 'ok' }));
    const error = await apiFailureOf(requestJson({ path: '/user/u1' }, UserDataSchema));
    expect(error.kind).toBe('unauthenticated');
    expect(error.message).toBe('Need to be authenticated to perform this request');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('sends the bearer token, JSON and the query under /api', async () => {
    const { calls } = stubFetch(() => answer(MessageSchema, { message: 'ok' }));
    const answered = await requestJson(
      { path: '/board/byemail/a@b.org', method: 'POST', body: { a: 1 }, query: { page: 2, search: undefined } },
      MessageSchema,
      { token: 't0k' },
    );
    expect(answered).toEqual({ message: 'ok' });
    expect(calls[0]).toMatchObject({ url: '/api/board/byemail/a@b.org?page=2', method: 'POST', body: { a: 1 } });
    expect(calls[0]?.headers).toMatchObject({ Authorization: 'Bearer t0k', 'Content-Type': 'application/json' });
  });

  it('never sends the token on a call that takes none', async () => {
    const { calls } = stubFetch(() => answer(UserDataSchema, ana));
    await requestJson({ path: '/user/login', method: 'POST', body: {}, auth: false }, UserDataSchema, { token: 'old' });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('answers what the schema reads: its defaults filled in, fields it does not know left out', async () => {
    stubFetch(() => offContract(200, { id: 'b1', name: 'Food', stray: 'x' }));
    expect(await requestJson({ path: '/board/b1', auth: false }, BoardSchema)).toEqual({ id: 'b1', name: 'Food', isPublic: false, tiles: [] });
  });

  it("reads the server's { message } from an error answer", async () => {
    stubFetch(() => refusal(429, 'Too many requests. Try again in 1 hour.'));
    const error = await apiFailureOf(requestJson({ path: '/user', method: 'POST', auth: false }, MessageSchema));
    expect(error).toMatchObject({ kind: 'http', status: 429, serverMessage: 'Too many requests. Try again in 1 hour.' });
    expect(failureMessage(error, 'fallback')).toBe('Too many requests. Try again in 1 hour.');
  });

  it('says the server cannot be reached when no answer comes', async () => {
    stubFetch(() => 'network-error');
    const error = await apiFailureOf(requestJson({ path: '/user/forgot', method: 'POST', auth: false }, MessageSchema));
    expect(error.kind).toBe('network');
    expect(failureMessage(error, 'Failed to send reset email')).toBe('Unable to contact server. Try in a moment');
  });

  it("falls back to the caller's text for an error without a message", async () => {
    stubFetch(() => offContract(500));
    const error = await apiFailureOf(requestJson({ path: '/user/login', method: 'POST', auth: false }, UserDataSchema));
    expect(failureMessage(error, 'Login failed')).toBe('Login failed');
  });

  it('reads how long the server asked to wait (Retry-After, in seconds or as a date)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Too many changes in a short time. Try again in 7 seconds.' }), {
            status: 429,
            headers: { 'Retry-After': '7' },
          }),
      ),
    );
    expect((await apiFailureOf(requestJson({ path: '/board', method: 'POST', body: {} }, BoardSchema, { token: 't' }))).retryAfterMs).toBe(7000);
    expect(retryAfterMsOf(new Date(Date.UTC(2026, 0, 1, 0, 1)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(60_000);
    expect(retryAfterMsOf(null)).toBeUndefined();
    expect(retryAfterMsOf('soon')).toBeUndefined();
  });
});

describe('an answer not in the shape of its schema', () => {
  const loggedIn = () => {
    const forbidden = vi.fn();
    const store = configureStore({
      reducer: (state: { auth: { user: typeof ana | null } } = { auth: { user: ana } }, action) => {
        if (apiForbidden.match(action)) forbidden();
        return state;
      },
    });
    return { store, forbidden };
  };

  it('fails as a request the server answered badly (502), saying which call and what is wrong', async () => {
    stubFetch(() => offContract(200, { id: 'u1', name: 'Ana', email: 42 }));
    const error = await apiFailureOf(requestJson({ path: '/user/activate/s3cret-token', method: 'POST', auth: false }, UserDataSchema));
    expect(error).toMatchObject({ kind: 'http', status: 502, serverMessage: undefined });
    expect(error.message).toMatch(/^The server's answer to POST \/user is not in the shape this app reads \(email: /);
    // The address may carry a secret (an activation link's token): the message names the call without it.
    expect(error.message).not.toContain('s3cret');
    expect(failureMessage(error, 'Login failed')).toBe('Login failed');
  });

  it('fails the same for a proxy page where JSON was due', async () => {
    stubFetch(() => offContract(200, '<!doctype html><title>Captive portal</title>'));
    const error = await apiFailureOf(requestJson({ path: '/user/login', method: 'POST', auth: false }, UserDataSchema));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
  });

  it('never logs the user out, unlike a 403', async () => {
    const { store, forbidden } = loggedIn();
    stubFetch(() => offContract(200, [{ id: 'b1' }]));
    const error = await apiFailureOf(store.dispatch(callApi({ path: '/board/b1' }, BoardSchema)));
    expect(isForbidden(error)).toBe(false);
    expect(forbidden).not.toHaveBeenCalled();

    stubFetch(() => refusal(403, 'Invalid token'));
    await apiFailureOf(store.dispatch(callApi({ path: '/board/b1' }, BoardSchema)));
    expect(forbidden).toHaveBeenCalledOnce();
  });
});
