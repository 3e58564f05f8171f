import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

// The About screen breaks as it renders: what a fault in any settings screen looks like to the user.
vi.mock('../features/help/about-screen', () => ({
  default: () => {
    throw new Error('broken on purpose');
  },
}));

describe('a settings screen that fails', () => {
  it('says "Unexpected settings error" with a way to reload and a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/settings/about');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Unexpected settings error' });
    expect(heading.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/');
  });

  it('leaves the other settings screens working', async () => {
    renderApp('/settings/display');
    expect(await screen.findByRole('heading', { level: 1, name: 'Display' })).toBeTruthy();
  });
});
