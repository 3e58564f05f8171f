import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { boardChanged, initialBoardState, selectNavHistory, toRootBoard } from '../../state/board-slice';
import { selectWordGuide } from '../../state/word-guide-slice';
import { wordGuideShown } from '../../state/word-guide-shown';
import { renderBoard } from '../../test/render-board';

const folder = (label: string, loadBoard: string) => ({ id: `to-${loadBoard}`, label, type: 'folder' as const, loadBoard, linkedBoard: true });
const home: Board = { id: 'home1', name: 'Home', isPublic: false, tiles: [folder('Food', 'food1'), { id: 'hi', label: 'Hi' }] };
const food: Board = { id: 'food1', name: 'Food', isPublic: false, tiles: [folder('Fruit', 'fruit1')] };
const fruit: Board = { id: 'fruit1', name: 'Fruit', isPublic: false, tiles: [{ id: 'apple', label: 'Apple' }] };
const other: Board = { id: 'other1', name: 'Other', isPublic: false, tiles: [{ id: 'no', label: 'No' }] };

const withBoards = () => {
  const board = initialBoardState();
  for (const entry of [home, food, fruit, other]) board.boards[entry.id] = entry;
  return { board };
};
const tiles = () => screen.getByRole('main', { name: 'Tiles' });
const tap = async (name: string) => {
  const tile = await within(tiles()).findByRole('button', { name });
  fireEvent.pointerDown(tile, { isPrimary: true, button: 0, pointerType: 'mouse' });
  fireEvent.pointerUp(tile, { isPrimary: true, button: 0, pointerType: 'mouse' });
  fireEvent.click(tile, { detail: 1 });
};
/** The label of the tile marked as the next to press, or null. */
const marked = () => tiles().querySelector('[data-guided]')?.getAttribute('aria-label') ?? null;
type Router = ReturnType<typeof renderBoard>['router'];
const at = async (router: Router, path: string) => waitFor(() => expect(router.state.location.pathname).toBe(path));
const browserBack = (router: Router) => act(() => router.navigate(-1));
const apple = {
  target: { boardId: 'fruit1', tileId: 'apple', label: 'Apple' },
  steps: [
    { boardId: 'home1', tileId: 'to-food1' },
    { boardId: 'food1', tileId: 'to-fruit1' },
  ],
};

describe('the word guide and the browser’s Back', { timeout: 30_000 }, () => {
  it('marks the tile of a board of the way again when Back brings it back, and ends when Back leaves the way', async () => {
    const { store, router } = renderBoard('/board/other1', withBoards());
    await at(router, '/board/other1');
    await within(tiles()).findByRole('button', { name: 'No' });
    act(() => store.dispatch(wordGuideShown(apple)));
    await at(router, '/board/home1');
    await waitFor(() => expect(marked()).toBe('Food'));
    await tap('Food');
    await at(router, '/board/food1');
    await waitFor(() => expect(marked()).toBe('Fruit'));

    await browserBack(router);
    await at(router, '/board/home1');
    await waitFor(() => expect(marked()).toBe('Food'));
    expect(selectWordGuide(store.getState())).not.toBeNull();
    expect(await screen.findByText(/Food/, { selector: '[data-word-guide] [role="status"] span' })).toBeTruthy();

    // Forward again: the way goes on where it was.
    await act(() => router.navigate(1));
    await at(router, '/board/food1');
    await waitFor(() => expect(marked()).toBe('Fruit'));
    await browserBack(router);
    await at(router, '/board/home1');

    // Back past the way's first board, to where the user was before Show me: the guide is over.
    await browserBack(router);
    await at(router, '/board/other1');
    await waitFor(() => expect(selectWordGuide(store.getState())).toBeNull());
    expect(marked()).toBeNull();
    expect(document.querySelector('[data-word-guide]')).toBeNull();
    expect(selectNavHistory(store.getState()).at(-1)).toBe('other1');
  });

  it('keeps the guide when Home is pressed, Home being a board of the way', async () => {
    const { store, router } = renderBoard('/board/other1', withBoards());
    await within(tiles()).findByRole('button', { name: 'No' });
    act(() => store.dispatch(wordGuideShown({ ...apple, steps: [{ boardId: 'root', tileId: 'none' }, ...apple.steps] })));
    await at(router, '/board/root');
    act(() => store.dispatch(boardChanged('home1')));
    await at(router, '/board/home1');
    await waitFor(() => expect(marked()).toBe('Food'));
    // Home (the board history back to its first board, shorter than when the guide began) is a board of the way.
    act(() => store.dispatch(toRootBoard()));
    await at(router, '/board/root');
    expect(selectNavHistory(store.getState())).toEqual(['root']);
    await screen.findByText(/Apple/, { selector: '[data-word-guide] [role="status"] span' });
    expect(selectWordGuide(store.getState())).not.toBeNull();
  });
});
