import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverFirstBoard, handOverWhenDrawn, showingSavedBoard } from './hand-over';
import type { EarlyTaps } from './snapshot-format';

const liveBoard = (clicked: string[]) => {
  const root = document.createElement('div');
  root.innerHTML =
    '<div data-board-id="root"><button data-tile-id="a">a</button><button data-tile-id="b">b</button></div><button aria-label="Unlock">x</button><button>Clear</button>';
  for (const button of root.querySelectorAll<HTMLElement>('button'))
    button.addEventListener('click', () => clicked.push(button.dataset.tileId ?? button.getAttribute('aria-label') ?? button.textContent ?? ''));
  return root;
};

const showCover = (taps: EarlyTaps) => {
  const cover = document.createElement('div');
  cover.id = 'first-board';
  cover.innerHTML = '<button data-tile-id="a">a</button><button data-tile-id="b">b</button>';
  const style = document.createElement('style');
  style.id = 'first-board-style';
  document.head.append(style);
  document.body.append(cover);
  window.__tesseraEarlyTaps = taps;
  return cover;
};

afterEach(() => {
  document.body.replaceChildren();
  document.getElementById('first-board-style')?.remove();
  delete window.__tesseraEarlyTaps;
  vi.useRealTimers();
});

describe('handOverFirstBoard', () => {
  it('takes the saved board off, taps again the tiles tapped on it, in order, and keeps the focused tile focused', () => {
    const clicked: string[] = [];
    const root = liveBoard(clicked);
    document.body.append(root);
    const cover = showCover([{ tile: 'b' }, { button: 'Unlock' }, { tile: 'a' }, { tile: 'gone' }, { button: 'Clear' }, { button: 'Gone' }]);
    cover.querySelector<HTMLElement>('[data-tile-id="b"]')!.focus();
    handOverFirstBoard(root);
    expect(showingSavedBoard()).toBe(false);
    expect(document.getElementById('first-board-style')).toBeNull();
    expect(clicked).toEqual(['b', 'Unlock', 'a', 'Clear']);
    expect((document.activeElement as HTMLElement).dataset.tileId).toBe('b');
    expect(root.contains(document.activeElement)).toBe(true);
    expect(window.__tesseraEarlyTaps).toBeUndefined();
  });

  it('does nothing when no saved board is shown', () => {
    const clicked: string[] = [];
    const root = liveBoard(clicked);
    window.__tesseraEarlyTaps = [{ tile: 'a' }];
    handOverFirstBoard(root);
    expect(clicked).toEqual([]);
  });
});

describe('handOverWhenDrawn', () => {
  it('hands over as soon as the app has drawn a board', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    showCover([]);
    handOverWhenDrawn(root);
    root.append(document.createElement('p'));
    await Promise.resolve();
    expect(showingSavedBoard()).toBe(true);
    root.innerHTML = '<div data-board-id="root"></div>';
    await vi.waitFor(() => expect(showingSavedBoard()).toBe(false));
  });

  it('takes the saved board off after a while when the app draws another screen', () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    document.body.append(root);
    showCover([]);
    handOverWhenDrawn(root);
    vi.advanceTimersByTime(3999);
    expect(showingSavedBoard()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(showingSavedBoard()).toBe(false);
  });

  it("hands the build's welcome screen over to the app's", async () => {
    const root = document.createElement('div');
    document.body.append(root);
    showCover([]).setAttribute('data-welcome', '');
    handOverWhenDrawn(root);
    root.innerHTML = '<main data-screen="welcome"><button data-start-as-guest="">Start as guest</button></main>';
    await vi.waitFor(() => expect(showingSavedBoard()).toBe(false));
  });

  it('when "Start as guest" was pressed on the copy, presses it in the app too and hands over on the board', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const clicked: string[] = [];
    showCover([{ tile: 'b' }]);
    handOverWhenDrawn(root);
    root.innerHTML = '<main data-screen="welcome"><button data-start-as-guest="">Start as guest</button></main>';
    root.querySelector('button')!.addEventListener('click', () => {
      clicked.push('Start as guest');
      root.replaceChildren(liveBoard(clicked));
    });
    await vi.waitFor(() => expect(showingSavedBoard()).toBe(false));
    expect(clicked).toEqual(['Start as guest', 'b']);
  });
});
