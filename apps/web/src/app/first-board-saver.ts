import { FIRST_BOARD_KEY, type EarlyVoice } from '../lib/first-board/snapshot-format';
import { takeSnapshot } from '../lib/first-board/take-snapshot';
import { espeakVoiceLang } from '../lib/speech/espeak-voices';
import type { AppStore, RootState } from '../state/store';
import { selectActiveBoardId, selectCanGoBack, selectRootBoardId } from '../state/board-slice';
import { selectIsLiveMode } from '../state/output-slice';
import { selectNavigationSettings, selectSpeechSettings } from '../state/settings-slice';
import { selectIsLocked } from '../state/ui-slice';

/** How long the screen must be still before it is saved: a burst of changes is saved once. */
const QUIET_MS = 1500;
/** How often to look again for the starting screen when a change was made elsewhere. */
const RETRY_MS = 3000;

type Watched = readonly unknown[];
const watched = (state: RootState): Watched => [
  state.board.boards,
  state.board.activeBoardId,
  state.communicator.activeCommunicatorId,
  state.settings,
  state.language,
  state.auth.user?.id,
  selectRootBoardId(state),
  state.board.navHistory,
  selectIsLocked(state),
  selectIsLiveMode(state),
];

/**
 * How the saved board speaks a tapped word before the app is there: with the speech settings, by a browser voice.
 * Not at all in live mode (a tap there goes into the sentence being written) or when the user chose the offline voice.
 */
const earlyVoice = (state: RootState): EarlyVoice | null => {
  const { voiceURI, pitch, rate, volume } = selectSpeechSettings(state);
  if (selectIsLiveMode(state) || espeakVoiceLang(voiceURI) !== null) return null;
  return {
    lang: state.language.lang,
    ...(voiceURI ? { voiceURI } : {}),
    pitch,
    rate,
    volume,
    skipSounds: selectNavigationSettings(state).playSoundOnTouchActive,
  };
};
/** Whether a saved screen's markup holds the grid of this board (the grid is marked with its board's id). */
const showsBoard = (html: unknown, boardId: string): boolean => typeof html === 'string' && html.includes(`data-board-id="${boardId}"`);
const same = (a: Watched, b: Watched) => a.every((value, index) => value === b[index]);

/**
 * The board screen as the app starts at /: the communicator's root board with nothing to go back to, locked,
 * no dialog over it, its tiles drawn (the address may be / or the root board's own).
 */
const startingScreen = (doc: Document, state: RootState): Element | null => {
  const root = selectRootBoardId(state);
  if (selectActiveBoardId(state) !== root || selectCanGoBack(state) || !selectIsLocked(state) || doc.querySelector('[role="dialog"]')) return null;
  const screen = doc.querySelector('[data-screen="board"]');
  const drawn = [...(screen?.querySelectorAll<HTMLElement>('[data-board-id]') ?? [])].some((grid) => grid.dataset.boardId === root);
  return drawn ? screen : null;
};

/**
 * Keeps a copy of the root board as the screen shows it in localStorage (see lib/first-board), so the next start
 * shows it at once, before the app's code has arrived. Saved when the screen has been still for a moment after a
 * change of boards, settings, language, lock or user, and at start; a new user's start never shows the last one's.
 */
export function saveFirstBoard(store: AppStore, doc: Document = document, storage: Storage = localStorage): () => void {
  let last: Watched | null = null;
  let timer: number | undefined;
  const save = () => {
    timer = undefined;
    const state = store.getState();
    const user = state.auth.user?.id ?? null;
    const screen = startingScreen(doc, state);
    try {
      const saved = storage.getItem(FIRST_BOARD_KEY);
      const snapshot = saved ? (JSON.parse(saved) as { user?: unknown; html?: unknown }) : null;
      if (snapshot && snapshot.user !== user) storage.removeItem(FIRST_BOARD_KEY);
      // A board that is no longer the root (a featured set was chosen) is never shown again; nor is the build's
      // default board, which an empty key would bring back: 'null' means "nothing to show until the app is there".
      else if (snapshot && !showsBoard(snapshot.html, selectRootBoardId(state))) storage.setItem(FIRST_BOARD_KEY, 'null');
      // Elsewhere (another screen, a folder, unlocked): look again in a while, until the starting screen is back.
      if (!screen) {
        if (!last || !same(last, watched(state))) timer = window.setTimeout(save, RETRY_MS);
        return;
      }
      last = watched(state);
      storage.setItem(FIRST_BOARD_KEY, JSON.stringify(takeSnapshot(doc, screen, user, '/', earlyVoice(state))));
    } catch {
      // Storage full or blocked: the next start simply waits for the app.
    }
  };
  const later = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(save, { timeout: 2000 }) : save()), QUIET_MS);
  };
  later();
  const unsubscribe = store.subscribe(() => {
    if (!last || !same(last, watched(store.getState()))) later();
  });
  return () => {
    unsubscribe();
    window.clearTimeout(timer);
  };
}
