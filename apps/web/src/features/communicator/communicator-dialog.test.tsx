import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Board, Communicator } from '@tessera/core';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../test/app-providers';
import { initialAuthState } from '../../state/auth-slice';
import { boardChanged, initialBoardState, selectActiveBoardId, selectBoardById } from '../../state/board-slice';
import { communicatorsLoaded, selectActiveCommunicator } from '../../state/communicator-slice';
import { notificationClosed, selectOpenNotification } from '../../state/notifications-slice';
import { makeStore, type AppStore } from '../../state/store';
import CommunicatorDialog from './communicator-dialog';

const ana = { id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 'token' };
const board = (id: string, name: string, fields: Partial<Board> = {}): Board => ({
  id,
  name,
  isPublic: false,
  tiles: [{ id: `${id}-t`, label: name }],
  lastEdited: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const home = board('home1', 'Home', { lastEdited: '2026-01-03T00:00:00.000Z' });
const kitchen = board('kitchen1', 'Kitchen', { description: 'Cooking words', lastEdited: '2026-01-02T00:00:00.000Z' });
const garden = board('garden1', 'Garden');
const mine: Communicator = {
  id: 'c1',
  name: 'Ana’s boards',
  email: ana.email,
  rootBoard: 'home1',
  boards: ['home1', 'kitchen1'],
  defaultBoardsIncluded: [],
  isPublic: false,
};

/** A signed-in user's device on their root board, or a guest's on the built-in one. */
function device({ signedIn = true, extraBoards = [] as Board[] } = {}) {
  if (!signedIn) return makeStore();
  const boardState = initialBoardState('home1');
  for (const entry of [home, kitchen, garden, ...extraBoards]) boardState.boards[entry.id] = entry;
  const store = makeStore({ auth: initialAuthState(ana), board: boardState });
  store.dispatch(communicatorsLoaded({ communicators: [mine], activeCommunicatorId: 'c1' }));
  return store;
}

function renderDialog(store: AppStore) {
  const router = createMemoryRouter([
    { path: '/', element: <CommunicatorDialog open onClose={() => undefined} /> },
    { path: '/board/:id', element: <p>board page</p> },
  ]);
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, dialog: () => screen.getByRole('dialog', { name: 'Communicator' }) };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const item = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
const action = (boardName: string, name: string) => within(item(boardName)).getByRole('button', { name });
const notice = (store: AppStore) => selectOpenNotification(store.getState())?.message.defaultMessage;
const dismiss = (store: AppStore) => store.dispatch(notificationClosed({ reason: 'dismissed' }));
const listed = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the communicator dialog', { timeout: 20_000 }, () => {
  it('lists the communicator’s boards, the root board marked, and opens one at /board/:id', async () => {
    const { router } = renderDialog(device());
    expect(tab('Communicator boards').getAttribute('aria-selected')).toBe('true');
    expect(listed()).toEqual(['Home', 'Kitchen']);
    expect(within(item('Home')).getByText('Root board')).toBeTruthy();
    expect(within(item('Kitchen')).getByText('Cooking words')).toBeTruthy();
    fireEvent.click(within(item('Kitchen')).getByRole('link', { name: 'Kitchen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/board/kitchen1'));
  });

  it('keeps My boards closed to a guest, with a way to log in', () => {
    renderDialog(device({ signedIn: false }));
    expect(tab('My boards').hasAttribute('disabled') || tab('My boards').getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.getByRole('link', { name: 'Log in or sign up' }).getAttribute('href')).toBe('/login-signup');
    expect(listed()).toEqual(['Home']);
  });

  it('searches after typing pauses for 500 ms', async () => {
    renderDialog(device());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search boards' }), { target: { value: 'cook' } });
    expect(listed()).toEqual(['Home', 'Kitchen']);
    await waitFor(() => expect(listed()).toEqual(['Kitchen']), { timeout: 2000 });
    expect(screen.getByText('Showing 1 of 1')).toBeTruthy();
  });

  it('has a menu with help and the terms of use', () => {
    renderDialog(device());
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(screen.getByRole('menuitem', { name: 'Help' }).getAttribute('href')).toBe('/settings/help');
    expect(screen.getByRole('menuitem', { name: 'Terms of use' }).getAttribute('href')).toBe('/terms');
  });
});

describe('my boards', { timeout: 20_000 }, () => {
  const openMyBoards = (store = device()) => {
    renderDialog(store);
    fireEvent.click(tab('My boards'));
    return store;
  };

  it('lists the user’s boards newest first, ten at a time, with Load more', () => {
    const many = Array.from({ length: 10 }, (_, i) => board(`extra${i}`, `Extra ${i}`, { lastEdited: '2025-01-01T00:00:00.000Z' }));
    openMyBoards(device({ extraBoards: many }));
    expect(listed().slice(0, 3)).toEqual(['Home', 'Kitchen', 'Garden']);
    expect(listed()).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 13')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(listed()).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks for a description before publishing a private board, then publishes it', async () => {
    const store = openMyBoards();
    fireEvent.click(action('Garden', 'Publish'));
    const publish = await screen.findByRole('dialog', { name: 'Publish board' });
    const send = within(publish).getByRole('button', { name: 'Publish' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(publish).getByRole('textbox', { name: /^Description/ }), { target: { value: 'Plants and tools' } });
    await act(async () => fireEvent.click(send));
    expect(selectBoardById(store.getState(), 'garden1')).toMatchObject({ isPublic: true, description: 'Plants and tools' });
    expect(notice(store)).toBe('Board published: everybody can see it now');
    // The list shows again once the publish dialog has closed.
    await waitFor(() => expect(within(item('Garden')).getByText('Public')).toBeTruthy());

    fireEvent.click(action('Garden', 'Unpublish'));
    expect(selectBoardById(store.getState(), 'garden1')?.isPublic).toBe(false);
  });

  it('publishes a described board at once', () => {
    const store = openMyBoards();
    fireEvent.click(action('Kitchen', 'Publish'));
    expect(selectBoardById(store.getState(), 'kitchen1')?.isPublic).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Publish board' })).toBeNull();
  });

  it('adds a board to the communicator and removes it again', () => {
    const store = openMyBoards();
    fireEvent.click(action('Garden', 'Add to communicator'));
    expect(selectActiveCommunicator(store.getState()).boards).toEqual(['home1', 'kitchen1', 'garden1']);
    expect(notice(store)).toBe('Board added to your communicator');
    fireEvent.click(action('Garden', 'Remove from communicator'));
    expect(selectActiveCommunicator(store.getState()).boards).toEqual(['home1', 'kitchen1']);
  });

  it('edits the name and description', async () => {
    const store = openMyBoards();
    fireEvent.click(action('Kitchen', 'Edit name and description'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit name and description' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Board name/ }), { target: { value: '' } });
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Board name/ }), { target: { value: 'Cooking' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(selectBoardById(store.getState(), 'kitchen1')).toMatchObject({ name: 'Cooking', description: 'Cooking words' });
  });

  it('refuses to delete the root board and the board on screen, and deletes another after asking', async () => {
    const store = openMyBoards();
    fireEvent.click(action('Home', 'Delete'));
    expect(notice(store)).toBe('Root Board cannot be deleted');
    expect(screen.queryByRole('dialog', { name: 'Delete this board?' })).toBeNull();
    dismiss(store);

    act(() => void store.dispatch(boardChanged('kitchen1')));
    expect(selectActiveBoardId(store.getState())).toBe('kitchen1');
    fireEvent.click(action('Kitchen', 'Delete'));
    expect(notice(store)).toBe('The board on screen cannot be deleted. Open another board first.');
    expect(selectBoardById(store.getState(), 'kitchen1')).toBeDefined();
    dismiss(store);

    fireEvent.click(action('Garden', 'Delete'));
    const ask = await screen.findByRole('dialog', { name: 'Delete this board?' });
    expect(within(ask).getByText('“Garden” and the tiles that open it will be deleted. You can undo this right after.')).toBeTruthy();
    await act(async () => fireEvent.click(within(ask).getByRole('button', { name: 'Delete' })));
    expect(selectBoardById(store.getState(), 'garden1')).toBeUndefined();
    expect(notice(store)).toBe('Board permanently deleted');
    expect(listed()).not.toContain('Garden');
  });

  it('shows a board’s info', async () => {
    openMyBoards();
    fireEvent.click(action('Kitchen', 'Board info'));
    const info = await screen.findByRole('dialog', { name: 'Board info' });
    expect(within(info).getByText('Cooking words')).toBeTruthy();
    expect(within(info).getByText('02/01/2026')).toBeTruthy();
    expect(within(info).getByText('Private')).toBeTruthy();
    expect(within(info).queryByText('Copied from')).toBeNull();
  });

  it('shows where a copy came from, a link that opens the original', async () => {
    const source = 'cccccccccccccccccccccccc';
    const copy = board('copy1', 'My kitchen', { email: ana.email, copiedFrom: { id: source, name: 'Kitchen of Bob' } });
    const store = device({ extraBoards: [copy] });
    const onClose = vi.fn();
    const router = createMemoryRouter([
      { path: '/', element: <CommunicatorDialog open onClose={onClose} /> },
      { path: '/board/:id', element: <p>board page</p> },
    ]);
    render(
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    fireEvent.click(tab('My boards'));
    fireEvent.click(action('My kitchen', 'Board info'));
    const info = await screen.findByRole('dialog', { name: 'Board info' });
    expect(within(info).getByText('Copied from')).toBeTruthy();
    const link = within(info).getByRole('link', { name: 'Kitchen of Bob' });
    expect(link.getAttribute('href')).toBe(`/board/${source}`);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/board/${source}`));
    expect(onClose).toHaveBeenCalled();
  });
});
