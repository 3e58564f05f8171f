import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Board } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../test/app-providers';
import { selectOpenNotification } from '../../state/notifications-slice';
import { initialAuthState } from '../../state/auth-slice';
import { boardsLoaded, selectBoardById } from '../../state/board-slice';
import { makeStore, type AppStore } from '../../state/store';
import ShareBoardDialog from './share-board-dialog';
import type { NavigationUser } from './current-user';

const ana = { name: 'Ana', email: 'ana@example.org' };
const board = (isPublic: boolean): Board => ({ id: 'b12345678901234', name: 'My day', isPublic, tiles: [] }) as unknown as Board;

const renderDialog = (user: NavigationUser | null, isPublic: boolean, store: AppStore = makeStore(), shown: Board = board(isPublic)) => {
  const element = <ShareBoardDialog open onClose={() => undefined} board={shown} user={user} />;
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, dialog: screen.getByRole('dialog', { name: 'Share board' }) };
};

describe('ShareBoardDialog', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('opens every channel of a public board to a registered user', () => {
    const { dialog } = renderDialog(ana, true);
    const url = `${window.location.origin}/board/b12345678901234`;
    expect(within(dialog).getByRole('link', { name: 'Email' }).getAttribute('href')).toBe(`mailto:?subject=My%20day&body=${encodeURIComponent(url)}`);
    for (const name of ['Facebook', 'Twitter', 'WhatsApp', 'Reddit']) {
      expect(within(dialog).getByRole('link', { name }).getAttribute('href')).toContain(encodeURIComponent(url));
    }
    expect(within(dialog).queryByText('You need to be registered to share a board!')).toBeNull();
  });

  it('keeps the channels closed for a private board', () => {
    const { dialog } = renderDialog(ana, false);
    expect(within(dialog).getByText('Only public boards can be shared. Publish this board first.')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Email' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Email' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Copy link' }).hasAttribute('disabled')).toBe(true);
  });

  it('publishes a private board of the user’s own from the dialog, asking for a description first', () => {
    const own: Board = { id: 'garden1', name: 'Garden "ours"', isPublic: false, tiles: [] };
    const store = makeStore({ auth: initialAuthState({ id: 'u1', ...ana, authToken: 'token' }) });
    store.dispatch(boardsLoaded([own]));
    const { dialog } = renderDialog(ana, false, store, own);
    expect(within(dialog).getByText('This board is private. Publish it to share it: everybody will be able to see it.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish this board' }));
    expect(selectBoardById(store.getState(), 'garden1')?.isPublic).toBe(false);
    expect(within(dialog).getByText('Describe this board before it is published, so that others know what it is for.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Publish this board' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Description/ }), { target: { value: 'Our garden' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish this board' }));
    expect(selectBoardById(store.getState(), 'garden1')).toMatchObject({ isPublic: true, description: 'Our garden' });
    expect(selectOpenNotification(store.getState())?.message.defaultMessage).toBe('Board published: everybody can see it now');
  });

  it('shares the board name without quotes, tagged Tessera and AAC', () => {
    const { dialog } = renderDialog(ana, true, makeStore(), { ...board(true), name: 'My "big" day' });
    const twitter = new URL(within(dialog).getByRole('link', { name: 'Twitter' }).getAttribute('href') ?? '');
    expect(twitter.searchParams.get('text')).toBe('My big day');
    expect(twitter.searchParams.get('hashtags')).toBe('Tessera,AAC');
  });

  it('offers no publishing for a private board that is not the user’s', () => {
    const { dialog } = renderDialog(ana, false);
    expect(within(dialog).queryByRole('button', { name: 'Publish this board' })).toBeNull();
  });

  it('copies the board link and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    // jsdom has no clipboard; this stands in for the browser's.
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const { store, dialog } = renderDialog(ana, true);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/board/b12345678901234`);
    expect(selectOpenNotification(store.getState())).toMatchObject({ kind: 'success', message: { defaultMessage: 'Copied to clipboard!' } });
  });

  it('reports a failed copy when there is no clipboard', async () => {
    const { store, dialog } = renderDialog(ana, true);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    });
    expect(selectOpenNotification(store.getState())).toMatchObject({ kind: 'error', message: { defaultMessage: 'Failed to copy to clipboard' } });
  });

  it('asks a guest to register, with a way to log in', () => {
    const { dialog } = renderDialog(null, true);
    expect(within(dialog).getByText('You need to be registered to share a board!')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Log in or sign up' }).getAttribute('href')).toBe('/login-signup');
    expect(within(dialog).queryByRole('button', { name: 'Copy link' })).toBeNull();
  });
});
