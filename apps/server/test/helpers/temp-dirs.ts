import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const INDEX_HTML = '<!doctype html><html><head><title>Tessera test app</title></head><body><div id="root"></div></body></html>';

/** A fresh folder under the system temp folder; remove it with removeDir. */
export const makeTempDir = (prefix = 'tessera-server-test-'): string => mkdtempSync(join(tmpdir(), prefix));

export const removeDir = (path: string): void => rmSync(path, { recursive: true, force: true });

/** A stand-in for the built web app: index.html and one hashed asset. */
export function makeWebDist(parent: string): string {
  const dist = join(parent, 'web-dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("tessera");\n');
  return dist;
}
