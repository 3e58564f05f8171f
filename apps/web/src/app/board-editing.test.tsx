import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { unlockedWith } from '../test/editing-state';
import { renderBoard } from '../test/render-board';
import { selectActiveBoard } from '../state/board-slice';
import { selectIsSelecting } from '../state/ui-slice';

const mine: Board = { id: 'mine', name: 'Mine', isPublic: false, tiles: ['a', 'b', 'c'].map((id) => ({ id, label: `tile ${id}` })) };
const fixed: Board = {
  id: 'fx',
  name: 'Fixed',
  isPublic: false,
  isFixed: true,
  tiles: [
    { id: 'a', label: 'tile a' },
    { id: 'b', label: 'tile b' },
  ],
  grid: {
    rows: 2,
    columns: 2,
    order: [
      ['a', 'b'],
      [null, null],
    ],
  },
};

const tiles = () => within(screen.getByRole('main', { name: 'Tiles' }));
const tileLabels = () =>
  tiles()
    .queryAllByRole('button')
    .map((el) => el.getAttribute('aria-label'));
// The editing code is fetched on the first unlock, so the toolbar appears a moment after the board.
const editToolbarLoaded = () => screen.findByRole('region', { name: 'Edit board' }, { timeout: 10_000 });
const toolbarButton = (name: string) => within(screen.getByRole('region', { name: 'Edit board' })).getByRole('button', { name });
const click = (element: Element) => {
  fireEvent.pointerDown(element, { isPrimary: true, button: 0, pointerType: 'mouse' });
  fireEvent.pointerUp(element, { isPrimary: true, button: 0, pointerType: 'mouse' });
  fireEvent.click(element, { detail: 1 });
};
const openEditor = async (button: string, title: string) => {
  click(toolbarButton(button));
  // The first opening loads the editor's module, which jsdom on a busy machine can take a few seconds to do.
  return screen.findByRole('dialog', { name: title }, { timeout: 10_000 });
};

// The whole board screen with MUI dialogs in jsdom is slow on a busy machine; the editor's own speed is measured in a browser.
describe('the tile editor on the board screen', { timeout: 30_000 }, () => {
  it('creates a tile: Save stays disabled while the label is empty, and the tile shows as soon as it is saved', async () => {
    renderBoard('/board/mine', unlockedWith([mine]));
    await editToolbarLoaded();
    const dialog = await openEditor('Add Tile', 'Create tile');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    const label = within(dialog).getByRole('textbox', { name: 'Label' });
    fireEvent.change(label, { target: { value: '   ' } });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Required')).toBeTruthy();
    fireEvent.change(label, { target: { value: 'Juice' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Vocalization' }), { target: { value: 'I want juice' } });
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(save);
    expect(tileLabels()).toEqual(['tile a', 'tile b', 'tile c', 'Juice']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the label "Board Name" for an empty-board tile, disables vocalization, and opens the new board', async () => {
    const { store, router } = renderBoard('/board/mine', unlockedWith([mine]));
    await editToolbarLoaded();
    const dialog = await openEditor('Add Tile', 'Create tile');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Empty board' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Label' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Board Name' }), { target: { value: 'Park' } });
    expect(within(dialog).getByRole('textbox', { name: 'Vocalization' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const created = selectActiveBoard(store.getState());
    expect(created).toMatchObject({ name: 'Park', tiles: [] });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/board/${created?.id}`));
    expect(screen.getByText('This board has no tiles yet.')).toBeTruthy();
  });

  it('makes a folder tile with a board of its own, which the folder opens', async () => {
    const { router } = renderBoard('/board/mine', unlockedWith([mine]));
    await editToolbarLoaded();
    const dialog = await openEditor('Add Tile', 'Create tile');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Folder' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label' }), { target: { value: 'Snacks' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    click(tiles().getByRole('button', { name: 'Snacks' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/board/mine'));
    expect(screen.getByRole('heading', { name: 'Snacks' })).toBeTruthy();
  });

  it('edits several selected tiles with Back and Next, and saves them together', async () => {
    const { store } = renderBoard('/board/mine', unlockedWith([mine], { selecting: true }));
    await editToolbarLoaded();
    click(tiles().getByRole('button', { name: 'tile a' }));
    click(tiles().getByRole('button', { name: 'tile c' }));
    const dialog = await openEditor('Edit selected', 'Edit Tile');
    expect(within(dialog).queryByRole('radio', { name: 'Folder' })).toBeNull();
    expect(within(dialog).getByText('1 / 2')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Label' }) as HTMLInputElement).value).toBe('tile a');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label' }), { target: { value: 'apple' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect((within(dialog).getByRole('textbox', { name: 'Label' }) as HTMLInputElement).value).toBe('tile c');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label' }), { target: { value: 'cherry' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect((within(dialog).getByRole('textbox', { name: 'Label' }) as HTMLInputElement).value).toBe('apple');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(tileLabels()).toEqual(['apple', 'tile b', 'cherry']);
    expect(selectIsSelecting(store.getState())).toBe(true);
  });

  it('offers the three colour schemes (6, 10 and 5 colours) and links a folder to an existing board', async () => {
    const { store } = renderBoard('/board/mine', unlockedWith([mine]));
    await editToolbarLoaded();
    const dialog = await openEditor('Add Tile', 'Create tile');
    const background = () => within(within(dialog).getByRole('radiogroup', { name: 'Background color' })).getAllByRole('radio');
    // The colour fields come in the frame after the editor opens.
    await within(dialog).findByRole('radiogroup', { name: 'Background color' });
    expect(background()).toHaveLength(6);
    const pick = (combobox: string, option: string) => {
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: combobox }));
      fireEvent.click(screen.getByRole('option', { name: option }));
    };
    pick('Color scheme', 'Fitzgerald Key');
    expect(background()).toHaveLength(10);
    pick('Color scheme', 'Goossens');
    expect(background()).toHaveLength(5);
    fireEvent.click(within(within(dialog).getByRole('radiogroup', { name: 'Background color' })).getByRole('radio', { name: 'Pink: verbs' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Folder' }));
    pick('Link to an existing board', 'Fruit');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label' }), { target: { value: 'Fruit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const saved = selectActiveBoard(store.getState())?.tiles.at(-1);
    expect(saved).toMatchObject({ label: 'Fruit', type: 'folder', loadBoard: 'fruit', linkedBoard: true, backgroundColor: '#f8bbd0' });
  });

  it('Cancel leaves the board as it was', async () => {
    renderBoard('/board/mine', unlockedWith([mine]));
    await editToolbarLoaded();
    const dialog = await openEditor('Add Tile', 'Create tile');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label' }), { target: { value: 'Nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tileLabels()).toEqual(['tile a', 'tile b', 'tile c']);
  });
});

describe('preparing the editor', { timeout: 30_000 }, () => {
  it('renders the editor once, hidden and without taking focus, soon after unlocking, then lets it go', async () => {
    renderBoard('/board/mine', unlockedWith([mine]));
    await editToolbarLoaded();
    const a = tiles().getByRole('button', { name: 'tile a' });
    a.focus();
    await waitFor(() => expect(document.querySelector('.MuiDialog-root[aria-hidden="true"]')).not.toBeNull(), { timeout: 15_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(a);
    await waitFor(() => expect(document.querySelector('.MuiDialog-root')).toBeNull(), { timeout: 5_000 });
  });
});

describe('moving tiles in edit mode', { timeout: 30_000 }, () => {
  it('moves the focused tile with Alt and an arrow key, and keeps focus on it', () => {
    renderBoard('/board/mine', unlockedWith([mine], { selecting: true }));
    const a = tiles().getByRole('button', { name: 'tile a' });
    a.focus();
    fireEvent.keyDown(a, { key: 'ArrowRight', altKey: true });
    expect(tileLabels()).toEqual(['tile b', 'tile a', 'tile c']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('tile a');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft', altKey: true });
    expect(tileLabels()).toEqual(['tile a', 'tile b', 'tile c']);
  });

  it('does not move tiles while not editing', () => {
    renderBoard('/board/mine', unlockedWith([mine]));
    const a = tiles().getByRole('button', { name: 'tile a' });
    fireEvent.keyDown(a, { key: 'ArrowRight', altKey: true });
    expect(tileLabels()).toEqual(['tile a', 'tile b', 'tile c']);
  });

  it('drags a tile onto an empty cell of a fixed grid, without selecting it', () => {
    const { store } = renderBoard('/board/fx', unlockedWith([fixed], { selecting: true }));
    const a = tiles().getByRole('button', { name: 'tile a' });
    const empty = document.querySelector('[data-empty-cell][data-row="1"][data-column="1"]')!;
    fireEvent.pointerDown(a, { isPrimary: true, button: 0, pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerMove(empty, { isPrimary: true, pointerType: 'touch', clientX: 200, clientY: 200 });
    expect(a.hasAttribute('data-dragging')).toBe(true);
    expect(empty.hasAttribute('data-drop-target')).toBe(true);
    fireEvent.pointerUp(empty, { isPrimary: true, pointerType: 'touch', clientX: 200, clientY: 200 });
    fireEvent.click(empty, { detail: 1 });
    expect(selectActiveBoard(store.getState())?.grid?.order).toEqual([
      [null, 'b'],
      [null, 'a'],
    ]);
    expect(store.getState().ui.selectedTileIds).toEqual([]);
    expect(a.hasAttribute('data-dragging')).toBe(false);
  });

  it('drags a tile onto another tile’s place on a flowing board', () => {
    renderBoard('/board/mine', unlockedWith([mine], { selecting: true }));
    const c = tiles().getByRole('button', { name: 'tile c' });
    const a = tiles().getByRole('button', { name: 'tile a' });
    act(() => {
      fireEvent.pointerDown(c, { isPrimary: true, button: 0, clientX: 300, clientY: 10 });
      fireEvent.pointerMove(a, { isPrimary: true, clientX: 10, clientY: 10 });
      fireEvent.pointerUp(a, { isPrimary: true, clientX: 10, clientY: 10 });
    });
    expect(tileLabels()).toEqual(['tile c', 'tile a', 'tile b']);
  });
});
