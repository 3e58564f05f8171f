import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_BOARD_ID, START_AS_GUEST, type DefaultScreens, type FirstBoardSnapshot } from '../src/lib/first-board/snapshot-format';
import { serveFolder } from './default-first-board/serve-folder';
import { defaultScreens } from './default-first-board/snapshot-in-chromium';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROOT_ELEMENT = '<div id="root"></div>';

/** The copies as a data block of index.html (not run: no CSP hash needed), safe inside the HTML. */
export const defaultBoardElement = (screens: DefaultScreens): string =>
  `<script type="application/json" id="${DEFAULT_BOARD_ID}">${JSON.stringify(screens).replace(/</g, '\\u003c')}</script>`;

/** index.html with the copies' data block after the app's root element (before the script that reads it). */
export const withDefaultBoard = (html: string, screens: DefaultScreens): string => {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  return html.replace(ROOT_ELEMENT, `${ROOT_ELEMENT}\n    ${defaultBoardElement(screens)}`);
};

/** Only copies made for a new guest at / may go into every visitor's page: the welcome screen and a board. */
const problemWith = ({ welcome, board }: DefaultScreens): string | null => {
  const forEveryone = (screen: FirstBoardSnapshot | null) => screen?.path === '/' && screen.user === null && typeof screen.html === 'string';
  if (!forEveryone(welcome) || !welcome.html.includes(START_AS_GUEST)) return 'no welcome screen with "Start as guest"';
  if (!forEveryone(board) || !board.html.includes('data-tile-id')) return 'the app saved no root board';
  return null;
};

/**
 * After the build is written, runs the built app once in headless Chromium as a first-time visitor and puts copies
 * of its welcome screen and of the root board it draws after "Start as guest" into index.html, so a device that
 * has not saved a board of its own yet still gets these screens, tappable, the moment the page arrives
 * (lib/first-board/show-saved-board.ts), long before the app's code has crossed a slow link. Runs before the
 * service worker's precache list and the compressed copies are made from index.html. Without Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium) the build goes on without them: such a device then waits for the app.
 */
export function defaultFirstBoardPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tessera-default-first-board',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (!existsSync(CHROMIUM)) {
          this.warn(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH): the first screens are not copied into index.html`);
          return;
        }
        const folder = await serveFolder(outDir);
        try {
          const screens = await defaultScreens(folder.url, CHROMIUM);
          const problem = problemWith(screens);
          if (problem) throw new Error(problem);
          const index = join(outDir, 'index.html');
          const html = withDefaultBoard(await readFile(index, 'utf8'), screens);
          await writeFile(index, html);
          this.info(`the welcome screen and the default first board put into index.html (${Math.round(html.length / 1024)} KB)`);
        } catch (error) {
          this.warn(`the first screens could not be copied, index.html goes without them: ${String(error)}`);
        } finally {
          await folder.close();
        }
      },
    },
  };
}
