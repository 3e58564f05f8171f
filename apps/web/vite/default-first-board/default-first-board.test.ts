// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DefaultScreens, FirstBoardSnapshot } from '../../src/lib/first-board/snapshot-format';
import { withDefaultBoard } from '../default-first-board-plugin';
import { serveFolder, type ServedFolder } from './serve-folder';

const screen = (html: string): FirstBoardSnapshot => ({
  v: 1,
  path: '/',
  user: null,
  html,
  css: '',
  lang: 'en-US',
  dir: 'ltr',
  rootClass: '',
  colorScheme: 'light',
  voice: null,
});
const screens = (html = '<p>x</p>'): DefaultScreens => ({ welcome: screen('<main>hi</main>'), board: screen(html) });

describe('withDefaultBoard', () => {
  const page = '<body><div id="root"></div><script>show()</script></body>';

  it('puts the board in a data block after the root element, before the script that reads it', () => {
    const html = withDefaultBoard(page, screens());
    expect(html.indexOf('id="first-board-default"')).toBeGreaterThan(html.indexOf('<div id="root"></div>'));
    expect(html.indexOf('id="first-board-default"')).toBeLessThan(html.indexOf('show()'));
    expect(html).toContain('<script type="application/json" id="first-board-default">{"welcome":');
  });

  it('cannot end its block early or open markup: every < is escaped, and the text still parses to the same board', () => {
    const board = screens('<b>x</b></script><script>alert(1)</script><!--');
    const html = withDefaultBoard(page, board);
    const block = /<script type="application\/json" id="first-board-default">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual(board);
  });

  it('refuses a page without the root element', () => {
    expect(() => withDefaultBoard('<body></body>', screens())).toThrow(/no <div id="root">/);
  });
});

describe('serveFolder (the build serves itself to make the default board)', () => {
  let dir: string;
  let served: ServedFolder;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-serve-'));
    mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'dist', 'index.html'), '<p>app</p>');
    writeFileSync(join(dir, 'dist', 'assets', 'a.js'), 'export {}');
    writeFileSync(join(dir, 'secret.txt'), 'not served');
    served = await serveFolder(join(dir, 'dist'));
  });
  afterAll(async () => {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const get = async (path: string) => {
    const response = await fetch(`${served.url}${path}`);
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  };

  it('serves its files with their types, and index.html for the app paths', async () => {
    expect(await get('/assets/a.js')).toEqual({ status: 200, type: 'text/javascript; charset=utf-8', body: 'export {}' });
    expect(await get('/')).toMatchObject({ status: 200, type: 'text/html; charset=utf-8', body: '<p>app</p>' });
    expect(await get('/board/root')).toMatchObject({ status: 200, body: '<p>app</p>' });
  });

  it('answers 404 for a missing file, the API, and anything outside the folder', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/api/user/me')).status).toBe(404);
    expect((await get('/%2e%2e/secret.txt')).status).toBe(404);
    expect((await get('/..%2fsecret.txt')).status).toBe(404);
    expect((await get('/%E0%A4%A')).status).toBe(404);
  });
});
