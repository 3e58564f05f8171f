import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showSavedBoard, type ShowOptions } from './show-saved-board';
import type { FirstBoardSnapshot } from './snapshot-format';

const OPTIONS: ShowOptions = { key: 'tessera.firstBoard', userKey: 'tessera.user', coverId: 'first-board', styleId: 'first-board-style', format: 1, longestMs: 30_000 };

const snapshot = (changes: Partial<FirstBoardSnapshot> = {}): FirstBoardSnapshot => ({
  v: 1,
  path: '/',
  user: null,
  html: `<div data-screen="board"><ol data-output-sentence></ol><div data-board-id="root">
    <button aria-label="cat" data-tile-id="t1">cat</button><button aria-label="dog" data-tile-id="t2">dog</button>
    <button aria-label="food" data-tile-id="t3" data-folder="">food</button></div><button aria-label="Unlock"><svg></svg></button></div>`,
  css: '.tile { color: red }',
  lang: 'es',
  dir: 'ltr',
  rootClass: 'is-dark',
  colorScheme: 'dark',
  ...changes,
});

const cover = () => document.getElementById('first-board');
const tap = (id: string) => cover()!.querySelector<HTMLElement>(`[data-tile-id="${id}"]`)!.click();

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  localStorage.clear();
  cover()?.remove();
  document.getElementById('first-board-style')?.remove();
  delete window.__tesseraEarlyTaps;
  document.documentElement.className = '';
  document.documentElement.lang = '';
});

describe('showSavedBoard (index.html)', () => {
  it('shows the saved board over the page with its styles, language and theme', () => {
    localStorage.setItem('tessera.firstBoard', JSON.stringify(snapshot()));
    showSavedBoard(OPTIONS);
    expect(cover()?.querySelectorAll('[data-tile-id]')).toHaveLength(3);
    expect(document.getElementById('first-board-style')?.textContent).toContain('.tile { color: red }');
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.className).toBe('is-dark');
  });

  it('keeps the tiles and buttons pressed, in order; words join the sentence; after a folder nothing more is kept', () => {
    localStorage.setItem('tessera.firstBoard', JSON.stringify(snapshot()));
    showSavedBoard(OPTIONS);
    tap('t2');
    cover()!.querySelector<SVGElement>('[aria-label="Unlock"] svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    tap('t1');
    expect(window.__tesseraEarlyTaps).toEqual([{ tile: 't2' }, { button: 'Unlock' }, { tile: 't1' }]);
    expect([...cover()!.querySelectorAll('[data-output-sentence] li')].map((li) => li.textContent)).toEqual(['dog', 'cat']);
    tap('t3');
    tap('t1');
    expect(window.__tesseraEarlyTaps).toEqual([{ tile: 't2' }, { button: 'Unlock' }, { tile: 't1' }, { tile: 't3' }]);
    expect(cover()!.querySelectorAll('[data-output-sentence] li')).toHaveLength(2);
  });

  it('shows nothing at another path, to another user, from another format, or when nothing is saved', () => {
    showSavedBoard(OPTIONS);
    expect(cover()).toBeNull();
    localStorage.setItem('tessera.firstBoard', JSON.stringify(snapshot({ path: '/settings' })));
    showSavedBoard(OPTIONS);
    expect(cover()).toBeNull();
    localStorage.setItem('tessera.firstBoard', JSON.stringify(snapshot({ user: 'someone' })));
    showSavedBoard(OPTIONS);
    expect(cover()).toBeNull();
    localStorage.setItem('tessera.user', JSON.stringify({ id: 'someone-else' }));
    showSavedBoard(OPTIONS);
    expect(cover()).toBeNull();
    localStorage.setItem('tessera.firstBoard', JSON.stringify({ ...snapshot({ user: 'someone-else' }), v: 0 }));
    showSavedBoard(OPTIONS);
    expect(cover()).toBeNull();
    localStorage.setItem('tessera.firstBoard', '{not json');
    expect(() => showSavedBoard(OPTIONS)).not.toThrow();
    expect(cover()).toBeNull();
  });

  it('comes off by itself when the app never takes over, so a board that does nothing does not stay up', () => {
    vi.useFakeTimers();
    localStorage.setItem('tessera.firstBoard', JSON.stringify(snapshot()));
    showSavedBoard(OPTIONS);
    vi.advanceTimersByTime(29_999);
    expect(cover()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(cover()).toBeNull();
    expect(document.getElementById('first-board-style')).toBeNull();
    expect(window.__tesseraEarlyTaps).toBeUndefined();
    vi.useRealTimers();
  });

  it("shows a signed-in user's own board to them", () => {
    localStorage.setItem('tessera.user', JSON.stringify({ id: 'u1' }));
    localStorage.setItem('tessera.firstBoard', JSON.stringify(snapshot({ user: 'u1' })));
    showSavedBoard(OPTIONS);
    expect(cover()).not.toBeNull();
  });
});
