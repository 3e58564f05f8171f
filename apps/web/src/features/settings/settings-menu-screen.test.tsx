import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_KEY } from '../../state/stored-user';
import { renderApp } from '../../test/render-app';

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
      ['Help', ['User help', 'About']],
    ] as const) {
      const list = await screen.findByRole('list', { name: group });
      expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(rows);
    }
  });
});
