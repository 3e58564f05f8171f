import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WELCOME_SEEN_KEY } from '../../lib/first-board/storage-keys';
import { premiumRefused } from '../../state/premium-slice';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the subscribe banner', () => {
  it.each([
    ['trial_ended', 'Your free trial has ended'],
    ['blocked', 'This feature is blocked'],
  ] as const)('says why the server refused a premium feature (%s), and its Subscribe button opens the Subscribe screen', async (reason, text) => {
    localStorage.setItem(WELCOME_SEEN_KEY, 'true');
    const { store, router } = renderApp('/');
    expect(screen.queryByText(text)).toBeNull();
    act(() => {
      store.dispatch(premiumRefused(reason));
    });
    expect(await screen.findByText(text)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/subscribe'));
    expect(store.getState().premium.refusal).toBeNull();
  });
});
