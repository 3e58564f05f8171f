import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { inlineScriptHashes } from '../src/plugins/inline-script-hashes.ts';
import { makeTempDir, makeWebDist, removeDir } from './helpers/temp-dirs.ts';

const SCRIPT = "(function () { document.body.dataset.shown = 'yes'; })();";
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script, and only inline ones', () => {
    const html = `<head><script type="module" src="/assets/app.js"></script></head><body><script>${SCRIPT}</script><script>\n  two();\n</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf(SCRIPT), hashOf('\n  two();\n')]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });

  it('leaves out data blocks, which the browser never runs (the default first board)', () => {
    const html = `<div id="root"></div><script type="application/json" id="first-board-default">{"v":1}</script><script>${SCRIPT}</script>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf(SCRIPT)]);
  });
});

// index.html shows the last board with one inline script; the policy allows that script by its hash, and no other.
describe('content security policy of the web app', () => {
  let dir: string;
  let app: App;

  beforeAll(async () => {
    dir = makeTempDir();
    const dist = makeWebDist(dir);
    writeFileSync(join(dist, 'index.html'), `<!doctype html><html><body><div id="root"></div><script>${SCRIPT}</script></body></html>`);
    app = await buildApp(loadConfig({ DATA_DIR: `${dir}/data`, WEB_DIST: dist, LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await app.close();
    removeDir(dir);
  });

  it("allows index.html's inline script by its hash and nothing inline besides", async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    const scriptSrc =
      String(page.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc.split(' ')).toEqual(['script-src', "'self'", "'wasm-unsafe-eval'", hashOf(SCRIPT)]);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
