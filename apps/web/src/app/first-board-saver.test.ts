import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_BOARD_KEY, type FirstBoardSnapshot } from '../lib/first-board/snapshot-format';
import { saveFirstBoard } from './first-board-saver';
import { logIn } from '../state/auth-requests';
import { boardChanged } from '../state/board-slice';
import { chooseFeaturedRoot } from '../state/featured-root';
import { makeStore } from '../state/store';

const boardScreen = (boardId: string) => {
  document.body.innerHTML = `<div data-screen="board"><ol data-output-sentence><li>hi</li></ol><div data-board-id="${boardId}"><button data-tile-id="t1" aria-label="cat">cat</button></div></div>`;
};
const saved = (): FirstBoardSnapshot | null => JSON.parse(localStorage.getItem(FIRST_BOARD_KEY) ?? 'null') as FirstBoardSnapshot | null;

let stop = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.replaceChildren();
  localStorage.clear();
});

describe('saveFirstBoard', () => {
  it('saves the root board screen once it has been still for a moment, with an empty sentence, for /', () => {
    const store = makeStore();
    boardScreen('root');
    stop = saveFirstBoard(store);
    expect(saved()).toBeNull();
    vi.advanceTimersByTime(1500);
    expect(saved()).toMatchObject({ v: 1, path: '/', user: null });
    expect(saved()?.html).toContain('data-tile-id="t1"');
    expect(saved()?.html).not.toContain('<li>');
    // A word tapped on it is spoken with the speech settings, by a browser voice for the language.
    expect(saved()?.voice).toEqual({
      lang: store.getState().language.lang,
      pitch: 1,
      rate: 1,
      volume: 1,
      skipSounds: store.getState().settings.navigation.playSoundOnTouchActive,
    });
  });

  it('does not speak on the saved board when the offline voice is chosen', () => {
    const store = makeStore({ settings: { ...makeStore().getState().settings, speech: { voiceURI: 'espeak-ng:en', pitch: 1, rate: 1, volume: 1 } } });
    boardScreen('root');
    stop = saveFirstBoard(store);
    vi.advanceTimersByTime(1500);
    expect(saved()?.voice).toBeNull();
  });

  it('does not save a folder’s board, and saves the root board again once the user is back on it', () => {
    const store = makeStore();
    store.dispatch(boardChanged('root-food'));
    boardScreen('root-food');
    stop = saveFirstBoard(store);
    vi.advanceTimersByTime(5000);
    expect(saved()).toBeNull();
    store.dispatch(boardChanged('root'));
    boardScreen('root');
    vi.advanceTimersByTime(1500);
    expect(saved()?.html).toContain('data-board-id="root"');
  });

  it('forgets the guest’s board when someone signs in, and saves theirs under their id', () => {
    localStorage.setItem(FIRST_BOARD_KEY, JSON.stringify({ v: 1, path: '/', user: null, html: '<div data-board-id="root"></div>' }));
    const store = makeStore();
    store.dispatch(logIn.fulfilled({ id: 'u1', name: 'U', email: 'u@example.org', authToken: 't' }, 'r', { email: 'u@example.org', password: 'p' }));
    stop = saveFirstBoard(store);
    vi.advanceTimersByTime(1500);
    // No board screen on show (the app is elsewhere): nothing of the guest's stays.
    expect(saved()).toBeNull();
    boardScreen('root');
    vi.advanceTimersByTime(3000);
    expect(saved()).toMatchObject({ user: 'u1' });
  });

  it('forgets the saved board when another board becomes the root, and saves the new root once it shows', () => {
    const store = makeStore();
    boardScreen('root');
    stop = saveFirstBoard(store);
    vi.advanceTimersByTime(1500);
    expect(saved()?.html).toContain('data-board-id="root"');
    store.dispatch(chooseFeaturedRoot({ nameOnJSON: 'core', homeBoard: 'core-root' }, 'Core vocabulary'));
    vi.advanceTimersByTime(1500);
    // The old root is still on screen for a moment: the next start must not show it, nor the build's default board.
    expect(localStorage.getItem(FIRST_BOARD_KEY)).toBe('null');
    boardScreen('core-root');
    vi.advanceTimersByTime(3000);
    expect(saved()?.html).toContain('data-board-id="core-root"');
  });

  it('does not save while a dialog is open', () => {
    const store = makeStore();
    boardScreen('root');
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog"></div>');
    stop = saveFirstBoard(store);
    vi.advanceTimersByTime(1500);
    expect(saved()).toBeNull();
  });
});
