import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailureOf } from '../../test/api-failure';
import { stubFetch } from '../../test/stub-fetch';
import { failureMessage, retryAfterMsOf } from './api-error';
import { requestJson } from './request-json';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestJson', () => {
  it('refuses an authenticated call without a token before any network use', async () => {
    const { fetchStub } = stubFetch(() => ({ body: {} }));
    const error = await apiFailureOf(requestJson({ path: '/user/u1' }));
    expect(error.kind).toBe('unauthenticated');
    expect(error.message).toBe('Need to be authenticated to perform this request');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('sends the bearer token, JSON and the query under /api', async () => {
    const { calls } = stubFetch(() => ({ body: { ok: true } }));
    const answer = await requestJson<{ ok: boolean }>({ path: '/board/byemail/a@b.org', method: 'POST', body: { a: 1 }, query: { page: 2, search: undefined } }, { token: 't0k' });
    expect(answer).toEqual({ ok: true });
    expect(calls[0]).toMatchObject({ url: '/api/board/byemail/a@b.org?page=2', method: 'POST', body: { a: 1 } });
    expect(calls[0]?.headers).toMatchObject({ Authorization: 'Bearer t0k', 'Content-Type': 'application/json' });
  });

  it('never sends the token on a call that takes none', async () => {
    const { calls } = stubFetch(() => ({ body: {} }));
    await requestJson({ path: '/user/login', method: 'POST', body: {}, auth: false }, { token: 'old' });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it("reads the server's { message } from an error answer", async () => {
    stubFetch(() => ({ status: 429, body: { message: 'Too many requests. Try again in 1 hour.' } }));
    const error = await apiFailureOf(requestJson({ path: '/user', method: 'POST', auth: false }));
    expect(error).toMatchObject({ kind: 'http', status: 429, serverMessage: 'Too many requests. Try again in 1 hour.' });
    expect(failureMessage(error, 'fallback')).toBe('Too many requests. Try again in 1 hour.');
  });

  it('says the server cannot be reached when no answer comes', async () => {
    stubFetch(() => 'network-error');
    const error = await apiFailureOf(requestJson({ path: '/user/forgot', method: 'POST', auth: false }));
    expect(error.kind).toBe('network');
    expect(failureMessage(error, 'Failed to send reset email')).toBe('Unable to contact server. Try in a moment');
  });

  it("falls back to the caller's text for an error without a message", async () => {
    stubFetch(() => ({ status: 500 }));
    const error = await apiFailureOf(requestJson({ path: '/user/login', method: 'POST', auth: false }));
    expect(failureMessage(error, 'Login failed')).toBe('Login failed');
  });

  it('reads how long the server asked to wait (Retry-After, in seconds or as a date)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Too many changes in a short time. Try again in 7 seconds.' }), { status: 429, headers: { 'Retry-After': '7' } })));
    expect((await apiFailureOf(requestJson({ path: '/board', method: 'POST', body: {} }, { token: 't' }))).retryAfterMs).toBe(7000);
    expect(retryAfterMsOf(new Date(Date.UTC(2026, 0, 1, 0, 1)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(60_000);
    expect(retryAfterMsOf(null)).toBeUndefined();
    expect(retryAfterMsOf('soon')).toBeUndefined();
  });
});
