import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { initialAuthState } from '../../state/auth-slice';
import { lockPressed, selectIsSelecting, selectSelectedTileIds } from '../../state/ui-slice';
import { unlockedWith } from '../../test/editing-state';
import { renderBoard } from '../../test/render-board';

const mine: Board = { id: 'mine', name: 'Mine', isPublic: false, tiles: ['a', 'b', 'c'].map((id) => ({ id, label: `tile ${id}` })) };
const fixed: Board = {
  id: 'fx',
  name: 'Fixed',
  isPublic: false,
  isFixed: true,
  tiles: [{ id: 'a', label: 'tile a' }],
  grid: {
    rows: 2,
    columns: 2,
    order: [
      ['a', null],
      [null, null],
    ],
  },
};

// The editing code is fetched on the first unlock, so the toolbar appears a moment after the board.
const editToolbarLoaded = () => screen.findByRole('region', { name: 'Edit board' }, { timeout: 10_000 });
const toolbar = () => screen.getByRole('region', { name: 'Edit board' });
const button = (name: string) => within(toolbar()).getByRole('button', { name });
const tile = (label: string) => within(screen.getByRole('main', { name: 'Tiles' })).getByRole('button', { name: label });
const tileLabels = () =>
  within(screen.getByRole('main', { name: 'Tiles' }))
    .queryAllByRole('button')
    .map((el) => el.getAttribute('aria-label'));
const click = (element: Element) => {
  fireEvent.pointerDown(element, { isPrimary: true, button: 0, pointerType: 'mouse' });
  fireEvent.pointerUp(element, { isPrimary: true, button: 0, pointerType: 'mouse' });
  fireEvent.click(element, { detail: 1 });
};

describe('edit toolbar', { timeout: 30_000 }, () => {
  it('shows nothing that edits while the board is locked', () => {
    renderBoard('/board/mine', { board: unlockedWith([mine]).board });
    expect(screen.queryByRole('region', { name: 'Edit board' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Tile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('Edit turns select mode on: tiles toggle with check circles and the counter follows', async () => {
    const { store } = renderBoard('/board/mine', unlockedWith([mine]));
    await editToolbarLoaded();
    expect(button('Edit').getAttribute('aria-pressed')).toBe('false');
    expect(button('Add Tile')).toBeTruthy();
    click(button('Edit'));
    expect(button('Edit').getAttribute('aria-pressed')).toBe('true');
    for (const name of ['Delete', 'Copy', 'Paste', 'Edit selected']) expect(button(name).hasAttribute('disabled')).toBe(true);
    expect(within(toolbar()).getByRole('switch', { name: 'Fixed' })).toBeTruthy();
    click(tile('tile b'));
    expect(tile('tile b').getAttribute('aria-pressed')).toBe('true');
    expect(tile('tile a').getAttribute('aria-pressed')).toBe('false');
    expect(within(toolbar()).getByText('1 selected')).toBeTruthy();
    expect(button('Delete').hasAttribute('disabled')).toBe(false);
    click(tile('tile b'));
    expect(selectSelectedTileIds(store.getState())).toEqual([]);
  });

  it('select all selects every tile or clears; the lock and the Edit toggle clear the selection', async () => {
    const { store } = renderBoard('/board/mine', unlockedWith([mine], { selecting: true }));
    await editToolbarLoaded();
    const selectAll = within(toolbar()).getByRole('checkbox', { name: 'Select all' });
    fireEvent.click(selectAll);
    expect(selectSelectedTileIds(store.getState())).toEqual(['a', 'b', 'c']);
    expect(within(toolbar()).getByText('3 selected')).toBeTruthy();
    fireEvent.click(selectAll);
    expect(selectSelectedTileIds(store.getState())).toEqual([]);
    fireEvent.click(selectAll);
    click(button('Edit'));
    expect(selectSelectedTileIds(store.getState())).toEqual([]);
    click(button('Edit'));
    fireEvent.click(within(toolbar()).getByRole('checkbox', { name: 'Select all' }));
    act(() => {
      store.dispatch(lockPressed({ now: 10_000 }));
    });
    expect(selectSelectedTileIds(store.getState())).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Edit board' })).toBeNull();
  });

  it('deletes the selection with an Undo on the notice', async () => {
    renderBoard('/board/mine', unlockedWith([mine], { selecting: true }));
    await editToolbarLoaded();
    click(tile('tile a'));
    click(tile('tile c'));
    click(button('Delete'));
    expect(tileLabels()).toEqual(['tile b']);
    // The notices' region, beside the lock announcer's (both polite status regions).
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('2 tiles deleted');
    const onNotice = screen.getAllByRole('button', { name: 'Undo' }).find((candidate) => !toolbar().contains(candidate));
    fireEvent.click(onNotice!);
    expect(tileLabels()).toEqual(['tile a', 'tile b', 'tile c']);
  });

  it('copies and pastes with the buttons, and undoes with the toolbar', async () => {
    renderBoard('/board/mine', unlockedWith([mine], { selecting: true }));
    await editToolbarLoaded();
    click(tile('tile a'));
    click(button('Copy'));
    click(button('Paste'));
    expect(tileLabels()).toEqual(['tile a', 'tile b', 'tile c', 'tile a']);
    click(button('Undo'));
    expect(tileLabels()).toEqual(['tile a', 'tile b', 'tile c']);
  });

  it('runs the same actions from the keyboard: Ctrl+A, Ctrl+C, Ctrl+V, Delete, Ctrl+Z', async () => {
    const { store } = renderBoard('/board/mine', unlockedWith([mine], { selecting: true }));
    await editToolbarLoaded();
    fireEvent.keyDown(document.body, { key: 'a', ctrlKey: true });
    expect(selectSelectedTileIds(store.getState())).toEqual(['a', 'b', 'c']);
    fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'v', ctrlKey: true });
    expect(tileLabels()).toHaveLength(6);
    fireEvent.keyDown(document.body, { key: 'Delete' });
    expect(tileLabels()).toHaveLength(3);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(tileLabels()).toHaveLength(6);
    fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
    expect(tileLabels()).toHaveLength(3);
  });

  it('a fixed grid gets row and column buttons that stop at the limits', async () => {
    renderBoard('/board/fx', unlockedWith([fixed], { selecting: true }));
    await editToolbarLoaded();
    expect(within(toolbar()).getByText('Rows: 2')).toBeTruthy();
    click(button('Add row'));
    expect(within(toolbar()).getByText('Rows: 3')).toBeTruthy();
    expect(document.querySelectorAll('[data-empty-cell]')).toHaveLength(5);
    click(button('Remove row'));
    click(button('Remove row'));
    expect(within(toolbar()).getByText('Rows: 1')).toBeTruthy();
    expect(button('Remove row').hasAttribute('disabled')).toBe(true);
    click(button('Add column'));
    expect(within(toolbar()).getByText('Columns: 3')).toBeTruthy();
    click(button('Remove column'));
    expect(within(toolbar()).getByText('Columns: 2')).toBeTruthy();
  });

  it('the Fixed switch gives a flowing board a grid, with its row and column buttons', async () => {
    renderBoard('/board/mine', unlockedWith([mine], { selecting: true }));
    await editToolbarLoaded();
    expect(within(toolbar()).queryByRole('button', { name: 'Add row' })).toBeNull();
    fireEvent.click(within(toolbar()).getByRole('switch', { name: 'Fixed' }));
    expect(button('Add row')).toBeTruthy();
    expect(document.querySelector('[data-fixed="true"]')).not.toBeNull();
  });

  it('renames the board from the title field, only with a title that is not empty', async () => {
    const ana = { id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 'token' };
    renderBoard('/board/mine', { ...unlockedWith([mine], { selecting: true }), auth: initialAuthState(ana) });
    await editToolbarLoaded();
    const title = within(toolbar()).getByRole('textbox', { name: 'Board title' });
    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.blur(title);
    expect((title as HTMLInputElement).value).toBe('Mine');
    fireEvent.change(title, { target: { value: 'Snacks' } });
    fireEvent.keyDown(title, { key: 'Enter' });
    fireEvent.blur(title);
    click(button('Edit'));
    expect(within(toolbar()).getByRole('heading', { name: 'Snacks' })).toBeTruthy();
  });

  it('keeps the title as it is for a guest (spec 01 §5: only a logged-in user with an email edits it)', async () => {
    renderBoard('/board/mine', unlockedWith([mine], { selecting: true }));
    await editToolbarLoaded();
    expect(within(toolbar()).queryByRole('textbox', { name: 'Board title' })).toBeNull();
    expect(within(toolbar()).getByRole('heading', { name: 'Mine' })).toBeTruthy();
  });

  it('opening Add Tile closes select mode', async () => {
    const { store } = renderBoard('/board/mine', unlockedWith([mine], { selecting: true }));
    await editToolbarLoaded();
    click(tile('tile a'));
    await act(async () => click(button('Add Tile')));
    expect(selectIsSelecting(store.getState())).toBe(false);
    expect(selectSelectedTileIds(store.getState())).toEqual([]);
  });
});
