import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WELCOME_SEEN_KEY } from '../features/welcome/first-visit';
import { renderApp } from '../test/render-app';

describe('routes', () => {
  it('shows the not-found screen, with a way home, for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: "This page doesn't exist" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/');
  });

  it('shows the board screen at /: output and tile area', () => {
    localStorage.setItem(WELCOME_SEEN_KEY, 'true'); // a returning visitor; the first visit is welcome-gate.test's
    renderApp('/');
    expect(screen.getByRole('region', { name: 'Output' })).toBeTruthy();
    expect(screen.getByRole('main', { name: 'Tiles' })).toBeTruthy();
  });

  it('shows the board of /board/:id', () => {
    renderApp('/board/food');
    expect(screen.getByRole('region', { name: 'Output' })).toBeTruthy();
    expect(screen.getByRole('main', { name: 'Tiles' }).querySelector('[data-board-id]')?.getAttribute('data-board-id')).toBe('food');
  });

  it('keeps the board screen mounted when a folder moves it from / to /board/:id', async () => {
    localStorage.setItem(WELCOME_SEEN_KEY, 'true');
    const { router } = renderApp('/');
    const output = screen.getByRole('region', { name: 'Output' });
    await act(() => router.navigate('/board/food', { replace: true }));
    expect(screen.getByRole('main', { name: 'Tiles' }).querySelector('[data-board-id]')?.getAttribute('data-board-id')).toBe('food');
    expect(screen.getByRole('region', { name: 'Output' })).toBe(output);
  });

  it.each([
    ['/settings', 'Settings'],
    ['/settings/navigation', 'Navigation & Buttons'],
    ['/login-signup', 'Welcome'],
    ['/settings/people', 'People'],
    ['/settings/devices', 'Devices'],
    ['/privacy', 'Privacy policy'],
    ['/terms', 'Terms of use'],
  ])('resolves %s to its screen', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  // Analytics is for signed-in users only: a guest's address leads back to the board (Subscribe and Mercado Pago lead
  // back to Settings when the server has subscriptions off: features/subscriptions/subscribe-screen.test.tsx).
  it.each([['/analytics', '/', null]])('leads a guest’s %s back to %s', async (path, back, title) => {
    localStorage.setItem(WELCOME_SEEN_KEY, 'true');
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(back));
    if (title) expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    else expect(await screen.findByRole('main', { name: 'Tiles' })).toBeTruthy();
    expect(screen.queryByText('This screen is on its way.')).toBeNull();
  });

  it('opens the change-password dialog of a reset link', async () => {
    renderApp('/reset/u1/abc123');
    expect(await screen.findByRole('dialog', { name: 'Save your new password' })).toBeTruthy();
  });

  it('gives a settings screen a back button to the settings menu', async () => {
    renderApp('/settings/display');
    await screen.findByRole('heading', { name: 'Display' });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/settings');
  });
});
