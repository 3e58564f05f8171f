import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BoardNotFoundSchema, BoardSchema, type Board, type BoardSummary } from '@tessera/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../test/app-providers';
import { answer, stubFetch } from '../../test/stub-fetch';
import { initialAuthState } from '../../state/auth-slice';
import { boardsLoaded } from '../../state/board-slice';
import { communicatorBoardsChanged, selectActiveCommunicator } from '../../state/communicator-slice';
import { selectOpenNotification } from '../../state/notifications-slice';
import { makeStore, type AppStore } from '../../state/store';
import CopyListedBoard from './copy-listed-board';

afterEach(() => {
  vi.unstubAllGlobals();
});

const KITCHEN = 'bbbbbbbbbbbbbbbbbbbbbbb1';
const FRUIT = 'bbbbbbbbbbbbbbbbbbbbbbb2';
const FAILED = 'ERROR: There was an error trying to get the board.';
// As the server answers them to anyone but their owner: no email.
const kitchen: Board = {
  id: KITCHEN,
  name: 'Kitchen',
  author: 'Bob',
  isPublic: true,
  version: 2,
  tiles: [
    { id: 'k1', label: 'Soup' },
    { id: 'k2', label: 'Fruit', loadBoard: FRUIT },
  ],
};
const fruit: Board = { id: FRUIT, name: 'Fruit', author: 'Bob', isPublic: true, tiles: [{ id: 'f1', label: 'Apple' }] };
const listed: BoardSummary = { id: KITCHEN, name: 'Kitchen', author: 'Bob', isPublic: true, tileCount: 2 };
const ada = { id: 'u1', name: 'Ada', email: 'ada@example.org', authToken: 'token' };

/** The server: the kitchen board, and its Fruit folder unless that one is private. */
const server = ({ fruitPrivate = false } = {}) =>
  stubFetch((call) => {
    if (call.url.endsWith(`/board/${KITCHEN}`)) return answer(BoardSchema, kitchen);
    if (call.url.endsWith(`/board/${FRUIT}`))
      return fruitPrivate ? answer(BoardNotFoundSchema, { message: 'This board is private', private: true }, 404) : answer(BoardSchema, fruit);
    return undefined;
  });

function renderAction(store: AppStore, board: BoardSummary = listed) {
  const onCopied = vi.fn();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <div role="group" aria-label="Actions">
          <CopyListedBoard board={board} onCopied={onCopied} />
        </div>
      ),
    },
    { path: '/board/:id', element: <p>board page</p> },
  ]);
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, onCopied };
}

const copyButton = () => screen.queryByRole('button', { name: 'Copy' });
const dialog = () => screen.getByRole('dialog', { name: 'Copy this board?' });

describe('Copy on a board of the public list', { timeout: 20_000 }, () => {
  it('copies the board and its folder into the communicator, remembering the originals, then opens the copy', async () => {
    server();
    const store = makeStore({ auth: initialAuthState(ada) });
    const { router, onCopied } = renderAction(store);
    fireEvent.click(copyButton()!);
    expect(within(dialog()).getByText('“Kitchen” is a public board by Bob.', { exact: false })).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy board' })));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const copies = Object.values(store.getState().board.boards).filter((board) => board.email === ada.email);
    expect(copies.map((board) => [board.name, board.copiedFrom])).toEqual([
      ['Kitchen', { id: KITCHEN, name: 'Kitchen' }],
      ['Fruit', { id: FRUIT, name: 'Fruit' }],
    ]);
    const kitchenCopy = copies[0]!;
    expect(kitchenCopy.tiles[1]?.loadBoard).toBe(copies[1]?.id);
    expect(selectActiveCommunicator(store.getState()).boards).toEqual(expect.arrayContaining(copies.map((board) => board.id)));
    expect(selectOpenNotification(store.getState())?.message.defaultMessage).toBe('Board copied: the copy and its folders are yours, in your communicator');
    expect(onCopied).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/board/${kitchenCopy.id}`));
    // The original is not kept on the device by the copy.
    expect(store.getState().board.boards[KITCHEN]).toBeUndefined();
  });

  it('keeps nothing and says so when a folder cannot be had, and stays open', async () => {
    server({ fruitPrivate: true });
    const store = makeStore({ auth: initialAuthState(ada) });
    const before = store.getState().board.boards;
    const { onCopied } = renderAction(store);
    fireEvent.click(copyButton()!);
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy board' })));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(FAILED);
    expect(store.getState().board.boards).toBe(before);
    expect(onCopied).not.toHaveBeenCalled();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is disabled, saying why, for a board the communicator already lists', () => {
    const { calls } = server();
    const store = makeStore({ auth: initialAuthState(ada) });
    store.dispatch(communicatorBoardsChanged({ boards: ['root', KITCHEN] }));
    renderAction(store);
    const button = copyButton()!;
    expect(button.hasAttribute('disabled')).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Already in your communicator, so it cannot be copied');
    expect(calls).toEqual([]);
  });

  it('is not offered for the user’s own board', () => {
    server();
    const store = makeStore({ auth: initialAuthState(ada) });
    store.dispatch(boardsLoaded([{ ...kitchen, email: ada.email, author: 'Ada' }]));
    renderAction(store, { ...listed, author: 'Ada' });
    expect(copyButton()).toBeNull();
  });
});
