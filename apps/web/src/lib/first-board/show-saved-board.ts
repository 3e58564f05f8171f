import type { EarlyTaps, EarlyVoice, FirstBoardSnapshot } from './snapshot-format';

export type ShowOptions = { key: string; userKey: string; coverId: string; styleId: string; format: number; longestMs: number };

/**
 * Shows the saved first board over the empty page, before the app's code has arrived; index.html runs it inline
 * (vite/first-board-plugin.ts puts this function's compiled text there, so it must use nothing from outside
 * itself). The board is shown only at the path it was saved for and to the user it was saved for. What is pressed
 * on it is written down for the app (hand-over.ts): a tile shows at once (a word joins the sentence and is spoken
 * with the device's own voice where it has one, a folder is marked), other buttons are simply kept; presses after
 * a folder are not, as the board they were made on is no longer the one meant.
 */
export function showSavedBoard({ key, userKey, coverId, styleId, format, longestMs }: ShowOptions): void {
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
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as FirstBoardSnapshot | null;
    if (!saved || saved.v !== format || saved.path !== location.pathname) return;
    const user = JSON.parse(localStorage.getItem(userKey) ?? 'null') as { id?: string } | null;
    if ((user?.id ?? null) !== saved.user) return;
    const root = document.documentElement;
    root.lang = saved.lang;
    root.dir = saved.dir;
    root.className = saved.rootClass;
    root.style.colorScheme = saved.colorScheme;
    const style = document.createElement('style');
    style.id = styleId;
    style.textContent = `#${coverId}{position:fixed;inset:0;z-index:1250;overflow:auto;background:inherit}\n${saved.css}`;
    document.head.append(style);
    const cover = document.createElement('div');
    cover.id = coverId;
    cover.innerHTML = saved.html;
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
      const leftToApp = saved.voice?.skipSounds === true && tile.hasAttribute('data-sound');
      const spoken = !leftToApp && say(tile.getAttribute('data-say') ?? label, saved.voice);
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
