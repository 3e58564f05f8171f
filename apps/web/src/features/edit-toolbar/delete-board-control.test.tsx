import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { selectActiveBoardId, selectBoardById } from '../../state/board-slice';
import { unlockedWith } from '../../test/editing-state';
import { renderBoard } from '../../test/render-board';

const parent: Board = {
  id: 'parent',
  name: 'Parent',
  isPublic: false,
  tiles: [
    { id: 'hello', label: 'hello' },
    { id: 'to-my-snacks', label: 'Snacks', loadBoard: 'my-snacks' },
  ],
};
const snacks: Board = { id: 'my-snacks', name: 'Snacks', isPublic: false, tiles: [{ id: 'chips', label: 'chips' }] };

const tiles = () => screen.getByRole('main', { name: 'Tiles' });
const tileLabels = () =>
  within(tiles())
    .queryAllByRole('button')
    .map((el) => el.getAttribute('aria-label'));
const toolbar = () => screen.findByRole('region', { name: 'Edit board' });
const deleteButton = async () => within(await toolbar()).queryByRole('button', { name: 'Delete board' });

/** The parent board, then its Snacks folder opened with a tap, on an unlocked device in select mode. */
const onSnacks = async () => {
  const view = renderBoard('/board/parent', unlockedWith([parent, snacks]));
  fireEvent.click(await within(tiles()).findByRole('button', { name: 'Snacks' }));
  await within(tiles()).findByRole('button', { name: 'chips' });
  // The address follows the board a frame later, long before a person could reach Delete board.
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/board/my-snacks'));
  fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Edit' }));
  return view;
};

describe('Delete board', { timeout: 30_000 }, () => {
  it('is not offered for the root board', async () => {
    renderBoard('/', unlockedWith([parent, snacks], { selecting: true }));
    await within(tiles()).findAllByRole('button');
    expect(await deleteButton()).toBeNull();
  });

  it('shows for one of the user’s boards in select mode only', async () => {
    renderBoard('/board/parent', unlockedWith([parent, snacks]));
    await within(tiles()).findByRole('button', { name: 'hello' });
    expect(await deleteButton()).toBeNull();
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Edit' }));
    expect(await deleteButton()).not.toBeNull();
  });

  it('Cancel keeps the board', async () => {
    const { store } = await onSnacks();
    fireEvent.click((await deleteButton())!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this board?' });
    expect(dialog.textContent).toContain('“Snacks” and the tiles that open it will be deleted.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectActiveBoardId(store.getState())).toBe('my-snacks');
    expect(selectBoardById(store.getState(), 'my-snacks')).toBeDefined();
  });

  it('asks, goes back to the parent board, deletes the board and its folder tile, and Undo brings both back', async () => {
    const { store, router } = await onSnacks();
    fireEvent.click((await deleteButton())!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this board?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(selectBoardById(store.getState(), 'my-snacks')).toBeUndefined());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectActiveBoardId(store.getState())).toBe('parent');
    expect(router.state.location.pathname).toBe('/board/parent');
    expect(tileLabels()).toEqual(['hello']);
    // The notices' region, beside the lock announcer's (both polite status regions).
    await waitFor(() => expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('Board permanently deleted'));
    const undo = screen.getAllByRole('button', { name: 'Undo' }).find((button) => !screen.getByRole('region', { name: 'Edit board' }).contains(button));
    fireEvent.click(undo!);
    await waitFor(() => expect(tileLabels()).toEqual(['hello', 'Snacks']));
    expect(selectBoardById(store.getState(), 'my-snacks')?.tiles).toEqual(snacks.tiles);
  });
});
