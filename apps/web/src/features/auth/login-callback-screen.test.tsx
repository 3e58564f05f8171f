import { act, screen, waitFor } from '@testing-library/react';
import { AuthProvidersSchema, UserDataSchema } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_KEY } from '../../state/stored-user';
import { renderApp } from '../../test/render-app';
import { answer, laterAnswer, refusal, stubFetch, type StubCall } from '../../test/stub-fetch';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The login screen, where a failed or refused callback goes back to, asks for the providers. */
const noProviders = (call: StubCall) => (call.url === '/api/auth/providers' ? answer(AuthProvidersSchema, { providers: [] }) : undefined);

describe('/login/:type/callback', () => {
  it("shows 'An error has occurred...' for a provider's error and returns to /login-signup after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubFetch(noProviders);
    const { router } = renderApp('/login/google/callback?error=access_denied&state=x');
    expect(await screen.findByRole('heading', { name: 'An error has occurred...' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2500));
    expect(router.state.location.pathname).toBe('/login/google/callback');
    act(() => vi.advanceTimersByTime(600));
    // The login screen is a lazy route: fetching its module takes real time on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-signup'), { timeout: 10_000 });
    expect(calls.filter((call) => call.url === '/api/user/login')).toEqual([]);
  });

  it("shows 'Loading...' and logs in once with the provider's query, then goes to /", async () => {
    const login = laterAnswer();
    const { calls } = stubFetch((call) => (call.url === '/api/user/login' ? login.reply : noProviders(call)));
    const { router, store } = renderApp('/login/google/callback?code=c0de&state=s1');
    expect(await screen.findByRole('heading', { name: 'Loading...' })).toBeTruthy();
    // The request is loaded with the login: on a busy machine the call may come a moment after the heading.
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/user/login')).toHaveLength(1));
    expect(calls.find((call) => call.url === '/api/user/login')?.body).toMatchObject({ type: 'google', activatedData: '?code=c0de&state=s1' });
    login.send(answer(UserDataSchema, { id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't', communicators: [] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.user?.email).toBe('ana@example.org');
  });

  it('says the authentication failed when the server refuses', async () => {
    stubFetch((call) =>
      call.url === '/api/user/login' ? refusal(401, 'Sorry. An error occurred during authenticate process. Please try it again') : noProviders(call),
    );
    renderApp('/login/apple/callback?code=used&state=s1');
    expect(await screen.findByRole('heading', { name: 'Sorry. An error occurred during authenticate process. Please try it again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login-signup');
  });

  it('sends a user who is already logged in to /', async () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't' }));
    const { fetchStub } = stubFetch(noProviders);
    const { router } = renderApp('/login/google/callback?code=c0de&state=s1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchStub.mock.calls.filter(([url]) => url === '/api/user/login')).toEqual([]);
  });
});
