// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { usedSymbolFiles } from '@tessera/content/node';
import { PICTURE_PACK_NAME } from '../src/service-worker/picture-pack-name';
import { picturePack, requirePicturePack } from './picture-pack';

describe('picturePack', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-pack-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, svg: string) => {
    writeFileSync(join(dir, name), svg);
    return { urlPath: `/symbols/openmoji/${name}`, sourceFile: join(dir, name) };
  };

  it('holds each picture under the path the app asks for it by, in a file named by its content', () => {
    const files = [file('1F600.svg', '<svg id="smile"/>'), file('1F34E.svg', '<svg id="apple"/>')];
    const pack = picturePack(files);
    expect(JSON.parse(pack.source)).toEqual({ '/symbols/openmoji/1F600.svg': '<svg id="smile"/>', '/symbols/openmoji/1F34E.svg': '<svg id="apple"/>' });
    expect(pack.fileName).toMatch(PICTURE_PACK_NAME);
    expect(picturePack([file('1F600.svg', '<svg id="grin"/>')]).fileName).not.toBe(pack.fileName);
  });

  it('holds every picture of the built-in boards', () => {
    const used = usedSymbolFiles();
    const pictures = Object.keys(JSON.parse(picturePack(used).source) as Record<string, string>);
    expect(pictures.sort()).toEqual(used.map((picture) => picture.urlPath).sort());
    expect(pictures.length).toBeGreaterThan(500);
  });

  it('lets no precache list without the pack through the build', () => {
    const code = { url: 'assets/index-1a2b3c.js' };
    expect(() => requirePicturePack([code])).toThrow(/picture pack/);
    expect(requirePicturePack([code, { url: 'symbols/pictures-0a1b2c.json' }]).manifest).toHaveLength(2);
  });
});
