import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_KEY } from '../../state/stored-user';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A browser whose display mode is `mode` (the app installed: 'standalone'). */
const displayMode = (mode: string) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === `(display-mode: ${mode})`, media: query, addEventListener() {}, removeEventListener() {} }));

describe('/settings', () => {
  it('shows "Guest" and a Login/Signup button to a logged-out user', async () => {
    renderApp('/settings');
    const row = await screen.findByRole('region', { name: 'Guest' });
    expect(within(row).getByRole('link', { name: 'Login/Signup' }).getAttribute('href')).toBe('/login-signup');
  });

  it("shows the user's name and a Logout button, which logs out", async () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't' }));
    const { store } = renderApp('/settings');
    const row = await screen.findByRole('region', { name: 'Ana' });
    fireEvent.click(within(row).getByRole('button', { name: 'Logout' }));
    expect(store.getState().auth.user).toBeNull();
    expect(await screen.findByRole('region', { name: 'Guest' })).toBeTruthy();
  });

  it('lists the People, Language, System and Help groups with their rows', async () => {
    renderApp('/settings');
    for (const [group, rows] of [
      ['People', ['People', 'Subscribe', 'Devices']],
      ['Language', ['Language', 'Speech']],
      ['System', ['Export', 'Import', 'Display', 'Scanning', 'Navigation & Buttons']],
      ['Help', ['User help', 'About', 'Donate', 'Feedback']],
    ] as const) {
      const list = await screen.findByRole('list', { name: group });
      expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(rows);
    }
  });

  it('opens the backer page in a new tab and a mail draft to support for feedback', async () => {
    renderApp('/settings');
    const donate = await screen.findByRole('link', { name: 'Donate' });
    expect(donate.getAttribute('href')).toMatch(/^https:\/\//);
    expect(donate.getAttribute('target')).toBe('_blank');
    const feedback = screen.getByRole('link', { name: 'Feedback' });
    expect(feedback.getAttribute('href')).toMatch(/^mailto:[^?]+@[^?]+\?subject=Tessera%20feedback$/);
    expect(feedback.hasAttribute('target')).toBe(false);
  });

  it('hides Donate in the installed app', async () => {
    displayMode('standalone');
    renderApp('/settings');
    const help = await screen.findByRole('list', { name: 'Help' });
    expect(within(help).getAllByRole('link').map((link) => link.textContent)).toEqual(['User help', 'About', 'Feedback']);
  });

  it('hides Subscribe from a user created by the back office', async () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't', isByBackOffice: true }));
    renderApp('/settings');
    const people = await screen.findByRole('list', { name: 'People' });
    expect(within(people).getAllByRole('link').map((link) => link.textContent)).toEqual(['People', 'Devices']);
  });
});
