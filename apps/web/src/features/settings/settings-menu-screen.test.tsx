import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_KEY } from '../../state/stored-user';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** A build that names where Donate and Feedback lead (VITE_DONATE_URL, VITE_SUPPORT_EMAIL), or none. */
const helpAddresses = (donate: string | undefined, support: string | undefined) => {
  vi.stubEnv('VITE_DONATE_URL', donate);
  vi.stubEnv('VITE_SUPPORT_EMAIL', support);
};
const helpRows = async () =>
  within(await screen.findByRole('list', { name: 'Help' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** A browser whose display mode is `mode` (the app installed: 'standalone'). */
const displayMode = (mode: string) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === `(display-mode: ${mode})`,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));

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
    // The address reads left to right in any menu, and wraps after its @ and before its dots, not mid-word.
    const email = within(row).getByText('ana@example.org');
    expect(email.getAttribute('dir')).toBe('ltr');
    expect(email.innerHTML).toBe('ana@<wbr>example<wbr>.org');
    fireEvent.click(within(row).getByRole('button', { name: 'Logout' }));
    expect(store.getState().auth.user).toBeNull();
    expect(await screen.findByRole('region', { name: 'Guest' })).toBeTruthy();
  });

  it('lists the People, Language, System and Help groups with their rows', async () => {
    helpAddresses('https://backers.example.org/tessera', 'help@example.org');
    renderApp('/settings');
    for (const [group, rows] of [
      ['People', ['People', 'Devices']], // no Subscribe row: the server here has subscriptions off (no answer at all)
      ['Language', ['Language', 'Speech']],
      ['System', ['Export', 'Import', 'Display', 'Scanning', 'Navigation & Buttons']],
      ['Help', ['User help', 'About', 'Donate', 'Feedback']],
    ] as const) {
      const list = await screen.findByRole('list', { name: group });
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(rows);
    }
  });

  it("opens the build's backer page in a new tab and a mail draft to its support address for feedback", async () => {
    helpAddresses('https://backers.example.org/tessera', 'help@example.org');
    renderApp('/settings');
    const donate = await screen.findByRole('link', { name: 'Donate' });
    expect(donate.getAttribute('href')).toBe('https://backers.example.org/tessera');
    expect(donate.getAttribute('target')).toBe('_blank');
    const feedback = screen.getByRole('link', { name: 'Feedback' });
    expect(feedback.getAttribute('href')).toBe('mailto:help@example.org?subject=Tessera%20feedback');
    expect(feedback.hasAttribute('target')).toBe(false);
  });

  it.each([
    ['no address', undefined, undefined, ['User help', 'About']],
    ['a backer page only', 'https://backers.example.org/tessera', undefined, ['User help', 'About', 'Donate']],
    ['a support address only', undefined, 'help@example.org', ['User help', 'About', 'Feedback']],
  ] as const)('has a Donate or Feedback row only where the build gives it an address: %s', async (_name, donate, support, rows) => {
    helpAddresses(donate, support);
    renderApp('/settings');
    expect(await helpRows()).toEqual(rows);
  });

  it('hides Donate in the installed app', async () => {
    helpAddresses('https://backers.example.org/tessera', 'help@example.org');
    displayMode('standalone');
    renderApp('/settings');
    expect(await helpRows()).toEqual(['User help', 'About', 'Feedback']);
  });

  it('hides Subscribe from a user created by the back office', async () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't', isByBackOffice: true }));
    renderApp('/settings');
    const people = await screen.findByRole('list', { name: 'People' });
    expect(
      within(people)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['People', 'Devices']);
  });

  it('leads a signed-in user, and not a guest, to the Usage reports switch (issue 28)', async () => {
    renderApp('/settings');
    const guestSystem = await screen.findByRole('list', { name: 'System' });
    expect(within(guestSystem).queryByRole('link', { name: 'Usage reports' })).toBeNull();
    cleanup();
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't' }));
    renderApp('/settings');
    const system = await screen.findByRole('list', { name: 'System' });
    expect(within(system).getByRole('link', { name: 'Usage reports' }).getAttribute('href')).toBe('/analytics');
  });
});
