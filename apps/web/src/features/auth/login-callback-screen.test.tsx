import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_KEY } from '../../state/stored-user';
import { renderApp } from '../../test/render-app';
import { stubFetch } from '../../test/stub-fetch';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/login/:type/callback', () => {
  it("shows 'An error has occurred...' for a provider's error and returns to /login-signup after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubFetch(() => ({ body: { providers: [] } }));
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
    let answer: (value: Response) => void = () => undefined;
    const fetchStub = vi.fn((url: string) =>
      url === '/api/user/login' ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.resolve(new Response('{"providers":[]}')),
    );
    vi.stubGlobal('fetch', fetchStub);
    const { router, store } = renderApp('/login/google/callback?code=c0de&state=s1');
    expect(await screen.findByRole('heading', { name: 'Loading...' })).toBeTruthy();
    const logins = fetchStub.mock.calls.filter(([url]) => url === '/api/user/login');
    expect(logins).toHaveLength(1);
    expect(JSON.parse(String((logins[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({ type: 'google', activatedData: '?code=c0de&state=s1' });
    answer(new Response(JSON.stringify({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't', communicators: [] })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.user?.email).toBe('ana@example.org');
  });

  it('says the authentication failed when the server refuses', async () => {
    stubFetch((call) =>
      call.url === '/api/user/login' ? { status: 401, body: { message: 'Sorry. An error occurred during authenticate process. Please try it again' } } : undefined,
    );
    renderApp('/login/apple/callback?code=used&state=s1');
    expect(await screen.findByRole('heading', { name: 'Sorry. An error occurred during authenticate process. Please try it again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login-signup');
  });

  it('sends a user who is already logged in to /', async () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't' }));
    const { fetchStub } = stubFetch(() => ({ body: {} }));
    const { router } = renderApp('/login/google/callback?code=c0de&state=s1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchStub.mock.calls.filter(([url]) => url === '/api/user/login')).toEqual([]);
  });
});
