import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, ImportRefused, type ImportProblem } from './import-limits.ts';
import { readZip, safeEntryPath } from './zip-reader.ts';

const problemOf = (run: () => unknown): ImportProblem | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportRefused) return error.problem;
    throw error;
  }
  return undefined;
};

/** A zip whose one entry's name is written as given (fflate would not write a `..` name for us). */
function zipNamed(name: string): Uint8Array {
  const placeholder = 'x'.repeat(name.length);
  const zip = zipSync({ [placeholder]: strToU8('hi') });
  const text = new TextDecoder('latin1').decode(zip);
  return Uint8Array.from(text.split(placeholder).join(name), (c) => c.charCodeAt(0));
}

describe('safeEntryPath', () => {
  it.each([
    ['boards/a.obf', 'boards/a.obf'],
    ['./boards//a.obf', 'boards/a.obf'],
    ['images\\a.png', 'images/a.png'],
    ['images//symbols/x.svg', 'images/symbols/x.svg'],
    ['../etc/passwd', null],
    ['boards/../../x', null],
    ['/etc/passwd', null],
    ['C:/Windows/x', null],
  ])('%s → %s', (name, expected) => {
    expect(safeEntryPath(name)).toBe(expected);
  });
});

describe('readZip', () => {
  it('reads entries by their plain paths, leaving out folders and resource forks', () => {
    const zip = zipSync({ 'manifest.json': strToU8('{}'), 'boards/': new Uint8Array(), '__MACOSX/._manifest.json': strToU8('x') });
    expect([...readZip(zip, IMPORT_LIMITS).keys()]).toEqual(['manifest.json']);
  });

  it('refuses what is not a zip', () => {
    expect(problemOf(() => readZip(strToU8('{"format":"open-board-0.1"}'), IMPORT_LIMITS))).toEqual({ kind: 'not-a-zip' });
    expect(problemOf(() => readZip(Uint8Array.from([0x50, 0x4b, ...new Array(30).fill(0)]), IMPORT_LIMITS))).toEqual({ kind: 'not-a-zip' });
  });

  it('refuses a path that leaves the package', () => {
    expect(problemOf(() => readZip(zipNamed('../evil.obf'), IMPORT_LIMITS))).toEqual({ kind: 'unsafe-path', path: '../evil.obf' });
    expect(problemOf(() => readZip(zipNamed('/abs/evil'), IMPORT_LIMITS))).toEqual({ kind: 'unsafe-path', path: '/abs/evil' });
  });

  it('refuses a zip bomb before inflating it', () => {
    const bomb = zipSync({ 'boards/a.obf': new Uint8Array(5 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(20 * 1024);
    expect(problemOf(() => readZip(bomb, IMPORT_LIMITS))).toEqual({ kind: 'zip-bomb' });
    const many = zipSync({ a: strToU8('aaaa'), b: strToU8('bbbb') });
    expect(problemOf(() => readZip(many, { ...IMPORT_LIMITS, maxUnpackedBytes: 6 }))).toEqual({ kind: 'zip-bomb' });
  });

  it('refuses too many entries', () => {
    const zip = zipSync(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`f${i}`, strToU8('x')])));
    expect(problemOf(() => readZip(zip, { ...IMPORT_LIMITS, maxZipEntries: 4 }))).toEqual({ kind: 'too-many-files' });
  });
});
