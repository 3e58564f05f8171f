import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compiledDeclarations } from './compiled-declarations';
import {
  COVER_ID,
  COVER_STYLE_ID,
  COVER_WELCOME,
  DEFAULT_BOARD_ID,
  FIRST_BOARD_KEY,
  FORMAT,
  LONGEST_SHOWN_MS,
  NOT_ON_TOUCH,
  START_AS_GUEST,
} from '../src/lib/first-board/snapshot-format';
import type { ShowOptions } from '../src/lib/first-board/show-saved-board';
import { LANGUAGE_KEY, SETTINGS_KEY, USER_KEY, WELCOME_SEEN_KEY } from '../src/lib/first-board/storage-keys';

const SOURCE = fileURLToPath(new URL('../src/lib/first-board/show-saved-board.ts', import.meta.url));

/**
 * Puts `showSavedBoard` into index.html as an inline script at the end of the body, so the last board shows with
 * the page itself, not after the app's code has crossed the network. The server allows this one inline script
 * by its hash (apps/server's inline-script-hashes.ts).
 */
export function firstBoardPlugin(): Plugin {
  return {
    name: 'tessera-first-board',
    async transformIndexHtml() {
      const body = await compiledDeclarations(SOURCE);
      const options: ShowOptions = {
        key: FIRST_BOARD_KEY,
        userKey: USER_KEY,
        coverId: COVER_ID,
        styleId: COVER_STYLE_ID,
        format: FORMAT,
        longestMs: LONGEST_SHOWN_MS,
        defaultId: DEFAULT_BOARD_ID,
        welcomeKey: WELCOME_SEEN_KEY,
        settingsKeys: [SETTINGS_KEY, LANGUAGE_KEY],
        notOnTouch: NOT_ON_TOUCH,
        startAsGuest: START_AS_GUEST,
        coverWelcome: COVER_WELCOME,
      };
      return [{ tag: 'script', children: `(function () {\n${body}\nshowSavedBoard(${JSON.stringify(options)});\n})();`, injectTo: 'body' }];
    },
  };
}
