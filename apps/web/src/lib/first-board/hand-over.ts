import { COVER_ID, COVER_STYLE_ID, COVER_WELCOME, START_AS_GUEST, WELCOME_SCREEN, type EarlyTap } from './snapshot-format';

/** Tiles whose words the device's voice said on the saved board, while their taps are being carried over. */
const saidOnSavedBoard = new Set<string>();

/** Whether the tap being carried over is of a word already said on the saved board (the app then does not say it). */
export const wasSaidOnSavedBoard = (tileId: string): boolean => saidOnSavedBoard.delete(tileId);

const liveTile = (root: ParentNode, id: string): HTMLElement | undefined =>
  [...root.querySelectorAll<HTMLElement>('[data-tile-id]')].find((tile) => tile.dataset.tileId === id);

const liveButton = (root: ParentNode, name: string): HTMLElement | undefined =>
  [...root.querySelectorAll<HTMLElement>('button:not([data-tile-id])')].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name,
  );

const pressed = (root: ParentNode, tap: EarlyTap): HTMLElement | undefined => ('tile' in tap ? liveTile(root, tap.tile) : liveButton(root, tap.button));

/** Whether index.html's script is showing a saved board. */
export const showingSavedBoard = (doc: Document = document): boolean => doc.getElementById(COVER_ID) !== null;

/**
 * The app has drawn its board in `root`: the saved board index.html showed comes off, and what the user did on it
 * carries over: each tile and button pressed there is pressed again on the app's board, in order (the app speaks
 * a word and adds it to the sentence, counts an Unlock press…), except that a word the device's voice has already
 * said is only added, not said again (`wasSaidOnSavedBoard`); the focused tile keeps the focus.
 */
export function handOverFirstBoard(root: ParentNode, doc: Document = document): void {
  const cover = doc.getElementById(COVER_ID);
  if (!cover) return;
  const focused =
    doc.activeElement instanceof HTMLElement && cover.contains(doc.activeElement)
      ? doc.activeElement.closest<HTMLElement>('[data-tile-id]')?.dataset.tileId
      : undefined;
  const taps = window.__tesseraEarlyTaps ?? [];
  delete window.__tesseraEarlyTaps;
  cover.remove();
  doc.getElementById(COVER_STYLE_ID)?.remove();
  for (const tap of taps) {
    if ('tile' in tap && tap.spoken) saidOnSavedBoard.add(tap.tile);
    pressed(root, tap)?.click();
  }
  saidOnSavedBoard.clear();
  if (focused) liveTile(root, focused)?.focus();
}

/** How long the saved board may stay up when the app draws no board (another screen, an error). */
const LONGEST_COVER_MS = 4000;

/**
 * Watches `root` until the app's board is in it, then hands over at once, in the same frame; when no board comes
 * (the app shows another screen), the saved board comes off after a while anyway. The welcome screen (a first
 * visit) is handed over the same way when the copy shows it; when the guest already pressed "Start as guest" on
 * the copy, the app's own button is pressed for them and the hand-over waits for the board.
 */
export function handOverWhenDrawn(root: HTMLElement, doc: Document = document): void {
  if (!showingSavedBoard(doc)) return;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    handOverFirstBoard(root, doc);
  };
  const observer = new MutationObserver(() => {
    const welcome = root.querySelector(WELCOME_SCREEN);
    const started = welcome !== null && doc.getElementById(COVER_ID)?.hasAttribute(COVER_WELCOME) === false;
    if (started) welcome.querySelector<HTMLElement>(`[${START_AS_GUEST}]`)?.click();
    else if (welcome || root.querySelector('[data-board-id]')) finish();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = window.setTimeout(finish, LONGEST_COVER_MS);
}
