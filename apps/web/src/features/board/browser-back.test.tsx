import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { initialBoardState, selectActiveBoardId, selectNavHistory } from '../../state/board-slice';
import { renderBoard } from '../../test/render-board';

const folder = (label: string, loadBoard: string) => ({ id: `to-${loadBoard}`, label, type: 'folder' as const, loadBoard, linkedBoard: true });
const home: Board = { id: 'home1', name: 'Home', isPublic: false, tiles: [folder('Food', 'food1')] };
const food: Board = { id: 'food1', name: 'Food', isPublic: false, tiles: [folder('Fruit', 'fruit1')] };
const fruit: Board = { id: 'fruit1', name: 'Fruit', isPublic: false, tiles: [{ id: 'apple', label: 'Apple' }] };

const withBoards = () => {
  const board = initialBoardState();
  for (const entry of [home, food, fruit]) board.boards[entry.id] = entry;
  return { board };
};
const tap = async (name: string) => {
  const tile = await within(screen.getByRole('main', { name: 'Tiles' })).findByRole('button', { name });
  fireEvent.pointerDown(tile, { isPrimary: true, button: 0, pointerType: 'mouse' });
  fireEvent.pointerUp(tile, { isPrimary: true, button: 0, pointerType: 'mouse' });
  fireEvent.click(tile, { detail: 1 });
};
type Router = ReturnType<typeof renderBoard>['router'];
const at = async (router: Router, path: string) => waitFor(() => expect(router.state.location.pathname).toBe(path));
const browserBack = (router: Router) => act(() => router.navigate(-1));

describe('the browser’s Back on the board screen', { timeout: 30_000 }, () => {
  it('steps back through the boards opened, one board a time, and reaches the root board last', async () => {
    const { store, router } = renderBoard('/board/home1', withBoards());
    // Opened from a bookmark: the root board is put beneath it, so Back goes there, as Go back does.
    await at(router, '/board/home1');
    await tap('Food');
    await at(router, '/board/food1');
    await tap('Fruit');
    await at(router, '/board/fruit1');
    expect(selectNavHistory(store.getState())).toEqual(['root', 'home1', 'food1', 'fruit1']);

    await browserBack(router);
    await at(router, '/board/food1');
    expect(selectNavHistory(store.getState())).toEqual(['root', 'home1', 'food1']);
    await screen.findByRole('button', { name: 'Fruit' });
    await browserBack(router);
    await at(router, '/board/home1');
    await browserBack(router);
    await at(router, '/board/root');
    expect(selectNavHistory(store.getState())).toEqual(['root']);
  });

  it('Go back is the browser’s Back too: browser Back after it goes one board further, never back where Go back left', async () => {
    const { store, router } = renderBoard('/board/home1', withBoards());
    await tap('Food');
    await at(router, '/board/food1');
    await tap('Fruit');
    await at(router, '/board/fruit1');

    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await at(router, '/board/food1');
    await browserBack(router);
    await at(router, '/board/home1');
    expect(selectActiveBoardId(store.getState())).toBe('home1');
    // Forward again is the board Go back left.
    await act(() => router.navigate(1));
    await at(router, '/board/food1');
    expect(selectNavHistory(store.getState())).toEqual(['root', 'home1', 'food1']);
  });

  it('after a reload in the middle, the board history the browser kept comes back, and Go back follows it', async () => {
    const entries = [
      { pathname: '/board/root', state: { trail: ['root'], below: 0 } },
      { pathname: '/board/home1', state: { trail: ['root', 'home1'], below: 1 } },
      { pathname: '/board/food1', state: { trail: ['root', 'home1', 'food1'], below: 2 } },
    ];
    const { store, router } = renderBoard({ entries }, withBoards());
    await screen.findByRole('button', { name: 'Fruit' });
    expect(selectNavHistory(store.getState())).toEqual(['root', 'home1', 'food1']);
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await at(router, '/board/home1');
    expect(router.state.location.state).toEqual({ trail: ['root', 'home1'], below: 1 });
    await browserBack(router);
    await at(router, '/board/root');
  });

  it('a board opened at / keeps / and pushes the folder on top of it', async () => {
    const { router } = renderBoard('/', { board: { ...withBoards().board } });
    await at(router, '/');
    await waitFor(() => expect(router.state.location.state).toEqual({ trail: ['root'], below: 0 }));
  });
});
