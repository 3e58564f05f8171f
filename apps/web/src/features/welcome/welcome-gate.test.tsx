import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { WELCOME_SEEN_KEY } from './first-visit';

const boardNav = () => screen.queryByRole('navigation', { name: 'Board navigation' });

describe('the welcome screen', () => {
  it('greets a first visit at / with a way to start as a guest and a way to log in', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Tessera' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in or sign up' }).getAttribute('href')).toBe('/login-signup');
    expect(boardNav()).toBeNull();
  });

  it('starts the board as a guest and is never shown again', async () => {
    const first = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Start as guest' }));
    expect(boardNav()).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome to Tessera' })).toBeNull();
    expect(localStorage.getItem(WELCOME_SEEN_KEY)).toBe('true');
    first.unmount();

    renderApp('/');
    expect(boardNav()).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome to Tessera' })).toBeNull();
  });

  it('is skipped by a logged-in user, whose login clears the first-visit flag for good', () => {
    localStorage.setItem('tessera.user', JSON.stringify({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't' }));
    renderApp('/');
    expect(boardNav()).toBeTruthy();
    expect(localStorage.getItem(WELCOME_SEEN_KEY)).toBe('true');
  });

  it('is not shown for a link to a board', () => {
    renderApp('/board/root');
    expect(boardNav()).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome to Tessera' })).toBeNull();
  });
});
