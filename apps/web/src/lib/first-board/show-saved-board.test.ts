import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showSavedBoard, type ShowOptions } from './show-saved-board';
import type { FirstBoardSnapshot } from './snapshot-format';

const OPTIONS: ShowOptions = {
  key: 'tessera.firstBoard',
  userKey: 'tessera.user',
  coverId: 'first-board',
  styleId: 'first-board-style',
  format: 1,
  longestMs: 30_000,
  defaultId: 'first-board-default',
  welcomeKey: 'tessera.welcomeSeen',
  settingsKeys: ['tessera.settings', 'tessera.language'],
  notOnTouch: 'data-not-on-touch',
  startAsGuest: 'data-start-as-guest',
  coverWelcome: 'data-welcome',
};

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
  voice: null,
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
  document.getElementById('first-board-default')?.remove();
  vi.unstubAllGlobals();
});

const defaultBoard = snapshot({
  lang: 'en-US',
  rootClass: '',
  colorScheme: 'light',
  html: snapshot().html.replace('food</button>', 'food</button><button aria-label="Fullscreen" data-not-on-touch="">F</button>'),
});
const welcome = snapshot({
  lang: 'en-US',
  html: '<main data-screen="welcome"><h1>Welcome</h1><button data-start-as-guest="">Start as guest</button><a href="/login-signup">Log in</a><button>Other</button></main>',
  css: '.welcome { color: blue }',
});

/** index.html's data block with the build's copies of the welcome screen and the default root board. */
const putDefaultBoard = (board: FirstBoardSnapshot = defaultBoard) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'first-board-default';
  block.textContent = JSON.stringify({ welcome, board });
  document.body.append(block);
};

describe("showSavedBoard with nothing saved: the build's copies of the first screens", () => {
  it('is shown to a guest past the welcome screen whose settings and language are untouched, and acts like a saved one', () => {
    putDefaultBoard(defaultBoard);
    localStorage.setItem('tessera.welcomeSeen', 'true');
    showSavedBoard(OPTIONS);
    expect(cover()?.querySelectorAll('[data-tile-id]')).toHaveLength(3);
    expect(document.documentElement.lang).toBe('en-US');
    expect(cover()?.querySelector('[aria-label="Fullscreen"]')).not.toBeNull();
    tap('t1');
    expect(window.__tesseraEarlyTaps).toEqual([{ tile: 't1' }]);
    expect(cover()!.querySelector('[data-output-sentence]')?.textContent).toBe('cat');
  });

  it('is not shown to a signed-in user, after a change of settings or language, or over a saved board', () => {
    putDefaultBoard(defaultBoard);
    const shownWith = (entries: Record<string, string>): boolean => {
      localStorage.clear();
      for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
      cover()?.remove();
      showSavedBoard(OPTIONS);
      return cover() !== null;
    };
    expect(shownWith({ 'tessera.welcomeSeen': 'true' })).toBe(true);
    expect(shownWith({ 'tessera.welcomeSeen': 'true', 'tessera.user': '{"id":"u1"}' })).toBe(false);
    expect(shownWith({ 'tessera.welcomeSeen': 'true', 'tessera.settings': '{}' })).toBe(false);
    expect(shownWith({ 'tessera.welcomeSeen': 'true', 'tessera.language': 'ar-SA' })).toBe(false);
    // A board of the device's own wins, even when it cannot be shown here.
    expect(shownWith({ 'tessera.welcomeSeen': 'true', 'tessera.firstBoard': JSON.stringify(snapshot({ path: '/settings' })) })).toBe(false);
  });

  it('is not shown at another path, nor when the build has no copy', () => {
    localStorage.setItem('tessera.welcomeSeen', 'true');
    showSavedBoard(OPTIONS);
    expect(cover()).toBeNull();
    putDefaultBoard(defaultBoard);
    window.history.replaceState(null, '', '/board/food');
    showSavedBoard(OPTIONS);
    expect(cover()).toBeNull();
  });

  it('on a first visit shows the welcome screen, whose "Start as guest" marks it seen and brings the board at once', () => {
    putDefaultBoard();
    showSavedBoard(OPTIONS);
    expect(cover()?.hasAttribute('data-welcome')).toBe(true);
    expect(cover()?.querySelector('h1')?.textContent).toBe('Welcome');
    expect(document.getElementById('first-board-style')?.textContent).toContain('.welcome { color: blue }');
    cover()!.querySelector<HTMLElement>('button:not([data-start-as-guest])')!.click();
    expect(cover()?.querySelector('h1')).not.toBeNull();
    expect(localStorage.getItem('tessera.welcomeSeen')).toBeNull();

    cover()!.querySelector<HTMLElement>('[data-start-as-guest]')!.click();
    expect(localStorage.getItem('tessera.welcomeSeen')).toBe('true');
    expect(cover()?.hasAttribute('data-welcome')).toBe(false);
    expect(cover()?.querySelectorAll('[data-tile-id]')).toHaveLength(3);
    expect(document.getElementById('first-board-style')?.textContent).not.toContain('.welcome');
    expect(window.__tesseraEarlyTaps).toEqual([]);
    tap('t2');
    expect(window.__tesseraEarlyTaps).toEqual([{ tile: 't2' }]);
  });

  it('leaves out the Fullscreen button on a touch-only device', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: none) and (pointer: coarse)' }));
    putDefaultBoard(defaultBoard);
    localStorage.setItem('tessera.welcomeSeen', 'true');
    showSavedBoard(OPTIONS);
    expect(cover()?.querySelectorAll('[data-tile-id]')).toHaveLength(3);
    expect(cover()?.querySelector('[aria-label="Fullscreen"]')).toBeNull();
  });
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
    cover()!
      .querySelector<SVGElement>('[aria-label="Unlock"] svg')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
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

  describe('speaking a tapped word with the device’s own voice', () => {
    type Said = { text: string; voice: { voiceURI: string } | null; rate: number };
    let said: Said[] = [];
    const voices = [
      { voiceURI: 'en-us-voice', lang: 'en-US', default: true },
      { voiceURI: 'es-es-voice', lang: 'es-ES', default: false },
      { voiceURI: 'es-mx-voice', lang: 'es-MX', default: false },
    ];
    beforeEach(() => {
      said = [];
      vi.stubGlobal('speechSynthesis', { getVoices: () => voices, cancel: () => undefined, speak: (utterance: Said) => said.push(utterance) });
      vi.stubGlobal(
        'SpeechSynthesisUtterance',
        class {
          voice = null;
          lang = '';
          pitch = 1;
          rate = 1;
          volume = 1;
          constructor(public text: string) {}
        },
      );
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });
    const voice = { lang: 'es', voiceURI: 'es-mx-voice', pitch: 1, rate: 0.8, volume: 1, skipSounds: true };
    const board = `<div data-screen="board"><ol data-output-sentence></ol><div data-board-id="root">
      <button aria-label="hola" data-tile-id="t1" data-say="hola a todos">hola</button>
      <button aria-label="perro" data-tile-id="t2" data-sound="">perro</button></div></div>`;

    it('says the tile’s words with the chosen voice and settings, and marks the tap as said', () => {
      localStorage.setItem('tessera.firstBoard', JSON.stringify(snapshot({ html: board, voice })));
      showSavedBoard(OPTIONS);
      tap('t1');
      expect(said.map((utterance) => [utterance.text, utterance.voice?.voiceURI, utterance.rate])).toEqual([['hola a todos', 'es-mx-voice', 0.8]]);
      expect(window.__tesseraEarlyTaps).toEqual([{ tile: 't1', spoken: true }]);
    });

    it('leaves a tile with a recorded sound to the app when sound on touch is on, and says nothing with no voice set', () => {
      localStorage.setItem('tessera.firstBoard', JSON.stringify(snapshot({ html: board, voice })));
      showSavedBoard(OPTIONS);
      tap('t2');
      expect(said).toEqual([]);
      expect(window.__tesseraEarlyTaps).toEqual([{ tile: 't2' }]);
      cover()?.remove();
      localStorage.setItem('tessera.firstBoard', JSON.stringify(snapshot({ html: board, voice: null })));
      showSavedBoard(OPTIONS);
      tap('t1');
      expect(said).toEqual([]);
      expect(window.__tesseraEarlyTaps).toEqual([{ tile: 't1' }]);
    });

    it('keeps the tap for the app when the browser refuses to speak', () => {
      vi.stubGlobal('speechSynthesis', {
        getVoices: () => voices,
        cancel: () => undefined,
        speak: () => {
          throw new Error('not allowed');
        },
      });
      localStorage.setItem('tessera.firstBoard', JSON.stringify(snapshot({ html: board, voice })));
      showSavedBoard(OPTIONS);
      tap('t1');
      expect(window.__tesseraEarlyTaps).toEqual([{ tile: 't1' }]);
      expect(cover()!.querySelectorAll('[data-output-sentence] li')).toHaveLength(1);
    });

    it('says nothing when the device has no voice for the language, and takes another voice of it when the chosen one is missing', () => {
      localStorage.setItem('tessera.firstBoard', JSON.stringify(snapshot({ html: board, voice: { ...voice, lang: 'fr', voiceURI: undefined } })));
      showSavedBoard(OPTIONS);
      tap('t1');
      expect(said).toEqual([]);
      cover()?.remove();
      localStorage.setItem('tessera.firstBoard', JSON.stringify(snapshot({ html: board, voice: { ...voice, voiceURI: 'gone' } })));
      showSavedBoard(OPTIONS);
      tap('t1');
      expect(said.map((utterance) => utterance.voice?.voiceURI)).toEqual(['es-es-voice']);
    });
  });

  it("shows a signed-in user's own board to them", () => {
    localStorage.setItem('tessera.user', JSON.stringify({ id: 'u1' }));
    localStorage.setItem('tessera.firstBoard', JSON.stringify(snapshot({ user: 'u1' })));
    showSavedBoard(OPTIONS);
    expect(cover()).not.toBeNull();
  });
});
