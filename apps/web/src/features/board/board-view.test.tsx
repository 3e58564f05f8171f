import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { initialBoardState } from '../../state/board-slice';
import { initialSettingsState } from '../../state/settings-slice';
import { renderBoard } from '../../test/render-board';

const tap = (element: Element) => {
  fireEvent.pointerDown(element, { isPrimary: true, button: 0, pointerType: 'mouse' });
  fireEvent.click(element, { detail: 1 });
};

// a . b
// c d .
const gridBoard: Board = {
  id: 'grid1',
  name: 'Grid',
  isPublic: false,
  isFixed: true,
  tiles: ['a', 'b', 'c', 'd'].map((id) => ({ id, label: `tile ${id}`, backgroundColor: '#bbdefb' })),
  grid: {
    rows: 2,
    columns: 3,
    order: [
      ['a', null, 'b'],
      ['c', 'd', null],
    ],
  },
};
const withGridBoard = { board: { ...initialBoardState(), boards: { grid1: gridBoard } } };

const outputText = () =>
  within(screen.getByRole('region', { name: 'Output' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('board view', () => {
  it('falls back to the root board for an unknown id and puts its id in the URL', async () => {
    const { router } = renderBoard('/board/no-such-board');
    await waitFor(() => expect(router.state.location.pathname).toBe('/board/root'));
    expect(screen.getByRole('button', { name: 'food' })).toBeTruthy();
  });

  it('speaks a tapped tile in the same event and adds it to the output once', async () => {
    const { speaker } = renderBoard('/board/fruit');
    const apple = screen.getByRole('button', { name: 'apple' });
    fireEvent.pointerDown(apple, { isPrimary: true, button: 0, pointerType: 'mouse' });
    expect(speaker.spoken).toEqual(['apple']);
    fireEvent.click(apple, { detail: 1 }); // the click that follows the same press
    expect(speaker.spoken).toEqual(['apple']);
    await waitFor(() => expect(outputText()).toEqual(['apple']));
    await act(async () => undefined); // whatever the press and the click set going has run
    expect(outputText()).toEqual(['apple']);
  });

  it('acts on a keyboard click (Enter or Space) too', () => {
    const { speaker } = renderBoard('/board/fruit');
    fireEvent.click(screen.getByRole('button', { name: 'pear' }), { detail: 0 });
    expect(speaker.spoken).toEqual(['pear']);
  });

  it('opens a folder, then Esc goes back to the previous board', async () => {
    const { router, store } = renderBoard('/');
    tap(screen.getByRole('button', { name: 'food' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/board/food'));
    expect(store.getState().board.navHistory).toEqual(['root', 'food']);
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/board/root'));
    expect(screen.getByRole('button', { name: 'food' })).toBeTruthy();
  });

  it('lays a fixed grid out by its order, with empty cells', () => {
    renderBoard('/board/grid1', withGridBoard);
    const grid = screen.getByRole('main', { name: 'Tiles' }).querySelector('[data-board-id="grid1"]') as HTMLElement;
    const cells = [...grid.children].map((cell) => (cell.hasAttribute('data-empty-cell') ? '.' : cell.getAttribute('aria-label')));
    expect(cells).toEqual(['tile a', '.', 'tile b', 'tile c', 'tile d', '.']);
  });

  it('moves focus between tiles of a fixed grid with the arrow keys, wrapping round', () => {
    renderBoard('/board/grid1', withGridBoard);
    const tile = (name: string) => screen.getByRole('button', { name });
    tile('tile a').focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tile('tile b'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tile('tile a'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(tile('tile c'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tile('tile d'));
  });

  it('names a tile by its label even when labels are hidden', () => {
    const settings = initialSettingsState();
    renderBoard('/board/grid1', { ...withGridBoard, settings: { ...settings, display: { ...settings.display, labelPosition: 'Hidden' } } });
    const tile = screen.getByRole('button', { name: 'tile a' });
    expect(tile.textContent).toBe('');
  });

  it('shows the label below the picture by default', () => {
    renderBoard('/board/fruit');
    const tile = screen.getByRole('button', { name: 'apple' });
    expect(tile.textContent).toBe('apple');
    expect(tile.firstElementChild?.tagName).toBe('IMG');
  });

  it('hides a picture that fails to load', () => {
    renderBoard('/board/fruit');
    const tile = screen.getByRole('button', { name: 'apple' });
    act(() => void fireEvent.error(tile.querySelector('img') as HTMLImageElement));
    expect(tile.querySelector('img')).toBeNull();
    expect(tile.textContent).toBe('apple');
  });

  it("hands the board's words to the speech service to prepare in the background", async () => {
    const { speaker } = renderBoard('/board/grid1', withGridBoard);
    await waitFor(() => expect(speaker.prewarmed.at(-1)).toEqual(['tile a', 'tile b', 'tile c', 'tile d']));
  });
  it("gives the labels what they need across and the board's language, and colourless tiles the grid's edge", () => {
    renderBoard('/board/es-root');
    const grid = screen.getByRole('main', { name: 'Tiles' }).querySelector('[data-board-id]');
    // A board written in a language of its own says so, for hyphenation and for screen readers.
    expect(grid?.getAttribute('lang')).toBe('es-ES');
    const label = screen.getByRole('button', { name: 'Sentimientos' }).querySelector<HTMLElement>('.tessera-tile-label');
    expect(Number(label?.style.getPropertyValue('--fit'))).toBeGreaterThan(5.9);
    expect(label?.hasAttribute('data-long')).toBe(false);
  });

  it('borders a tile whose own colour does not stand out from the page with a shade of it, and leaves a plain tile to the grid', () => {
    const plain: Board = {
      ...gridBoard,
      id: 'plain1',
      tiles: [
        { id: 'p', label: 'sun' },
        { id: 'y', label: 'moon', backgroundColor: 'rgb(255, 241, 118)' },
      ],
      grid: { rows: 1, columns: 2, order: [['p', 'y']] },
    };
    renderBoard('/board/plain1', { board: { ...initialBoardState(), boards: { plain1: plain } } });
    expect(screen.getByRole('button', { name: 'sun' }).getAttribute('style')).toBeNull();
    const moon = screen.getByRole('button', { name: 'moon' });
    expect(moon.style.borderColor).toMatch(/^rgb\(/);
    expect(moon.style.borderColor).not.toBe('rgb(255, 241, 118)');
    expect(moon.style.color).toBe('rgb(0, 0, 0)');
    expect(screen.getByRole('main', { name: 'Tiles' }).querySelector('[data-board-id]')?.hasAttribute('lang')).toBe(false);
  });
});
