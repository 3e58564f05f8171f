// The board a returning user saw last, saved so the next start can show it before the app's code arrives
// (see index.html's inline script, take-snapshot.ts and hand-over.ts). Shared by the three; change FORMAT when
// the shape changes, and index.html's script with it.

/** localStorage key of the saved first board. */
export const FIRST_BOARD_KEY = 'tessera.firstBoard';
/** The element index.html's script puts the saved board in, over the app until it has drawn its own. */
export const COVER_ID = 'first-board';
/** Its styles. */
export const COVER_STYLE_ID = 'first-board-style';
export const FORMAT = 1;
/**
 * The element of index.html that holds the build's own copies of the first screens a new guest sees (the welcome
 * screen, then the root board with the built-in boards and default settings; vite/default-first-board-plugin.ts),
 * shown to a device that has not saved a board of its own yet.
 */
export const DEFAULT_BOARD_ID = 'first-board-default';
/** The welcome screen (features/welcome), and its "Start as guest" button. */
export const WELCOME_SCREEN = '[data-screen="welcome"]';
export const START_AS_GUEST = 'data-start-as-guest';
/** Set on the cover while it shows the welcome screen. */
export const COVER_WELCOME = 'data-welcome';
/** Marks what a touch-only device does not get (the Fullscreen button): the build's copy was made on a desktop. */
export const NOT_ON_TOUCH = 'data-not-on-touch';
/** How long the saved board stays up at most when the app does not take over (its code could not be loaded). */
export const LONGEST_SHOWN_MS = 30_000;

export type FirstBoardSnapshot = {
  v: typeof FORMAT;
  /** Shown only at this path (the root board is '/'). */
  path: string;
  /** Whose board it is: the signed-in user's id, or null for the guest; shown only to the same user. */
  user: string | null;
  /** The board screen's markup, without the sentence, the focus rings and this session's blob: pictures. */
  html: string;
  /** The style rules that markup uses. */
  css: string;
  /** The root element's language, direction, classes (dark theme, sizes) and colour scheme. */
  lang: string;
  dir: string;
  rootClass: string;
  colorScheme: string;
  /** How a word tapped on it is spoken before the app is there, with the device's own voice; null: not at all. */
  voice: EarlyVoice | null;
};

/** The build's copies of the first screens (see DEFAULT_BOARD_ID). */
export type DefaultScreens = { welcome: FirstBoardSnapshot; board: FirstBoardSnapshot };

/**
 * The speech settings a word tapped on the saved board is spoken with, by the browser's own voices (Web Speech),
 * as the app would speak it: the chosen voice if the device has it, else one for the language.
 */
export type EarlyVoice = {
  lang: string;
  voiceURI?: string;
  pitch: number;
  rate: number;
  volume: number;
  /** Sound on touch is on: a tile with a recorded sound plays it, so it is left to the app. */
  skipSounds: boolean;
};

/**
 * What was pressed on the saved board before the app took over, in order: a tile by its id (`spoken` when the
 * device's voice has already said it), any other button (Unlock, Speak, Clear…) by its name. The app does the same
 * on its own board, without saying a spoken word again.
 */
export type EarlyTap = { tile: string; spoken?: true } | { button: string };
export type EarlyTaps = EarlyTap[];

declare global {
  interface Window {
    __tesseraEarlyTaps?: EarlyTaps;
  }
}
