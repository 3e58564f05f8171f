import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformWithOxc, type Plugin } from 'vite';
import { COVER_ID, COVER_STYLE_ID, FIRST_BOARD_KEY, FORMAT, LONGEST_SHOWN_MS } from '../src/lib/first-board/snapshot-format';
import type { ShowOptions } from '../src/lib/first-board/show-saved-board';
import { USER_KEY } from '../src/app/store/stored-user';

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
      const { code } = await transformWithOxc(readFileSync(SOURCE, 'utf8'), SOURCE, { lang: 'ts' });
      const options: ShowOptions = { key: FIRST_BOARD_KEY, userKey: USER_KEY, coverId: COVER_ID, styleId: COVER_STYLE_ID, format: FORMAT, longestMs: LONGEST_SHOWN_MS };
      const body = code.replace(/^export /m, '').replace(/^import .*$/gm, '').trim();
      return [{ tag: 'script', children: `(function () {\n${body}\nshowSavedBoard(${JSON.stringify(options)});\n})();`, injectTo: 'body' }];
    },
  };
}
