import type { DefaultScreens, EarlyTaps, EarlyVoice, FirstBoardSnapshot } from './snapshot-format';

export type ShowOptions = {
  key: string;
  userKey: string;
  coverId: string;
  styleId: string;
  format: number;
  longestMs: number;
  /** The element holding the build's copies of the first screens, and when they apply (see `builds`). */
  defaultId: string;
  welcomeKey: string;
  settingsKeys: string[];
  /** The attribute marking what a touch-only device does not get. */
  notOnTouch: string;
  /** The welcome screen's "Start as guest" button, and the cover's mark while it shows the welcome screen. */
  startAsGuest: string;
  coverWelcome: string;
};

/**
 * Shows the saved first board over the empty page, before the app's code has arrived; index.html runs it inline
 * (vite/first-board-plugin.ts puts this function's compiled text there, so it must use nothing from outside
 * itself). The board is shown only at the path it was saved for and to the user it was saved for. A device that
 * has saved none gets the build's copies if it is where a new guest starts (signed out, settings and language
 * untouched): the welcome screen on a first visit, whose "Start as guest" brings the default root board at once,
 * else that board. What is pressed on the board is written down for the app (hand-over.ts): a tile shows at once
 * (a word joins the sentence and is spoken with the device's own voice where it has one, a folder is marked),
 * other buttons are simply kept; presses after a folder are not, as the board they were made on is no longer the
 * one meant. The welcome screen's link to log in is an ordinary link.
 */
export function showSavedBoard(options: ShowOptions): void {
  const { key, userKey, coverId, styleId, format, longestMs, defaultId, welcomeKey, settingsKeys, notOnTouch, startAsGuest, coverWelcome } = options;
  const languageOf = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];
  /** Says `text` with the device's voice as the app would choose it; false when there is none to say it with. */
  const say = (text: string, voice: EarlyVoice | null): boolean => {
    if (!voice || typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return false;
    const voices = (speechSynthesis.getVoices() ?? []).filter((candidate) => languageOf(candidate.lang) === languageOf(voice.lang));
    const chosen = voices.find((candidate) => candidate.voiceURI === voice.voiceURI) ?? voices.find((candidate) => candidate.default) ?? voices[0];
    if (!chosen) return false;
    try {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = chosen;
      utterance.lang = chosen.lang;
      utterance.pitch = voice.pitch;
      utterance.rate = voice.rate;
      utterance.volume = voice.volume;
      speechSynthesis.cancel();
      speechSynthesis.speak(utterance);
      return true;
    } catch {
      return false; // the app says it when it takes over
    }
  };
  /** The build's copies, for a device where a new guest starts: signed out, settings and language untouched. */
  const builds = (): DefaultScreens | null => {
    const untouched = [userKey, ...settingsKeys].every((name) => localStorage.getItem(name) === null);
    return untouched ? (JSON.parse(document.getElementById(defaultId)?.textContent || 'null') as DefaultScreens | null) : null;
  };
  try {
    const stored = localStorage.getItem(key);
    const defaults = stored === null ? builds() : null;
    const welcome = defaults && localStorage.getItem(welcomeKey) !== 'true' ? defaults.welcome : null;
    const saved = stored === null ? (welcome ?? defaults?.board ?? null) : (JSON.parse(stored) as FirstBoardSnapshot | null);
    if (!saved || saved.v !== format || saved.path !== location.pathname) return;
    const user = JSON.parse(localStorage.getItem(userKey) ?? 'null') as { id?: string } | null;
    if ((user?.id ?? null) !== saved.user) return;
    const style = document.createElement('style');
    style.id = styleId;
    const cover = document.createElement('div');
    cover.id = coverId;
    /**
     * A picture is fetched once it is in view. Each is a document of its own that the browser reads on the page's
     * one thread, the thread the app's code needs to start: a picture out of sight (a long board, a phone) would
     * hold the app back for nothing.
     */
    const pictures =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries, observer) => {
            for (const { isIntersecting, target } of entries) {
              if (!isIntersecting) continue;
              observer.unobserve(target);
              target.setAttribute('src', target.getAttribute('data-picture') ?? '');
              target.removeAttribute('data-picture');
            }
          })
        : null;
    const put = (screen: FirstBoardSnapshot) => {
      const root = document.documentElement;
      root.lang = screen.lang;
      root.dir = screen.dir;
      root.className = screen.rootClass;
      root.style.colorScheme = screen.colorScheme;
      style.textContent = `#${coverId}{position:fixed;inset:0;z-index:1250;overflow:auto;background:inherit}\n${screen.css}`;
      // Parsed inert (a template fetches no picture), so the pictures can wait until they are in view.
      const markup = document.createElement('template');
      markup.innerHTML = screen.html;
      const waiting = pictures ? [...markup.content.querySelectorAll('img[src]')] : [];
      for (const picture of waiting) {
        picture.setAttribute('data-picture', picture.getAttribute('src') ?? '');
        picture.removeAttribute('src');
      }
      pictures?.disconnect();
      cover.replaceChildren(markup.content);
      for (const picture of waiting) pictures?.observe(picture);
      cover.toggleAttribute(coverWelcome, screen === welcome);
      if (typeof matchMedia === 'function' && matchMedia('(hover: none) and (pointer: coarse)').matches) {
        for (const absent of cover.querySelectorAll(`[${notOnTouch}]`)) absent.remove();
      }
    };
    /** What the cover shows: the welcome screen gives way to the board. */
    let shown: FirstBoardSnapshot = saved;
    put(shown);
    document.head.append(style);
    document.body.append(cover);
    const taps: EarlyTaps = [];
    window.__tesseraEarlyTaps = taps;
    // If the app never comes (its code could not be loaded), a board that does nothing must not stay up looking
    // as if it worked.
    setTimeout(() => {
      if (window.__tesseraEarlyTaps !== taps) return;
      delete window.__tesseraEarlyTaps;
      cover.remove();
      style.remove();
    }, longestMs);
    cover.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || window.__tesseraEarlyTaps !== taps || cover.hasAttribute('data-folder-tapped')) return;
      if (shown === welcome) {
        if (!button.hasAttribute(startAsGuest) || !defaults) return;
        // As the app's own button does: the welcome is seen, and the board follows.
        localStorage.setItem(welcomeKey, 'true');
        shown = defaults.board;
        put(shown);
        return;
      }
      const tile = button.hasAttribute('data-tile-id') ? button : null;
      if (!tile) {
        taps.push({ button: button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '' });
        return;
      }
      const id = tile.getAttribute('data-tile-id') ?? '';
      if (tile.hasAttribute('data-folder')) {
        taps.push({ tile: id });
        cover.setAttribute('data-folder-tapped', '');
        (tile as HTMLElement).style.outline = '4px solid currentColor';
        return;
      }
      const label = tile.getAttribute('aria-label') ?? tile.textContent ?? '';
      const leftToApp = shown.voice?.skipSounds === true && tile.hasAttribute('data-sound');
      const spoken = !leftToApp && say(tile.getAttribute('data-say') ?? label, shown.voice);
      taps.push(spoken ? { tile: id, spoken } : { tile: id });
      const word = document.createElement('li');
      word.textContent = label;
      word.style.cssText = 'font-size:1.25rem;padding:0 0.5rem';
      cover.querySelector('[data-output-sentence]')?.append(word);
    });
  } catch {
    // Nothing saved, or storage blocked: the app draws the board once it has loaded.
  }
}
