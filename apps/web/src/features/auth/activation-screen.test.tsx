import { act, screen, waitFor } from '@testing-library/react';
import { MessageSchema } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { answer, laterAnswer, refusal, stubFetch } from '../../test/stub-fetch';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/activate/:url', () => {
  it("shows 'Activating your account...', then the server's message with a 'Home page' link, then goes to / after 1 s", async () => {
    const activation = laterAnswer();
    const { fetchStub } = stubFetch(() => activation.reply);
    const { router } = renderApp('/activate/t0ken');
    expect(await screen.findByRole('heading', { name: 'Activating your account...' })).toBeTruthy();
    // The heading shows while the request is being made: on a busy machine the call may come a moment later.
    await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
    expect(fetchStub.mock.calls[0]).toMatchObject(['/api/user/activate/t0ken', { method: 'POST' }]);
    activation.send(answer(MessageSchema, { message: 'Your account is now active. You can log in.' }));
    expect(await screen.findByRole('heading', { name: 'Your account is now active. You can log in.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/');
    const shownAt = Date.now();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(900);
  });

  it("shows the server's refusal and stays", async () => {
    // Fake timers that also follow the clock, so that the waits below still poll; five seconds then pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(() => refusal(404, 'This activation link is not valid or has already been used.'));
    const { router } = renderApp('/activate/used');
    expect(await screen.findByRole('heading', { name: 'This activation link is not valid or has already been used.' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(router.state.location.pathname).toBe('/activate/used');
  });

  it("says 'Invalid activation URL' without a url", async () => {
    const { fetchStub } = stubFetch(() => refusal(500, 'never asked'));
    renderApp('/activate');
    expect(await screen.findByRole('heading', { name: 'Invalid activation URL' })).toBeTruthy();
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
