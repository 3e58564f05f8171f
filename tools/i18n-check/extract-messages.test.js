import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractMessages, sourceFiles } from './extract-messages.js';

const root = mkdtempSync(path.join(tmpdir(), 'i18n-check-'));
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
write(
  'src/messages.ts',
  `import { defineMessages } from 'react-intl';\nexport const m = defineMessages({ a: { id: 'x.a' }, b: { id: 'x.b', defaultMessage: 'B {n}' } });\n`,
);
write('src/screen.tsx', `export const S = () => <FormattedMessage id="x.c" />;\nexport const t = (intl) => intl.formatMessage({ id: 'x.d' });\n`);
write('src/translator.ts', `export const tr = (intl, key: string) => intl.formatMessage({ id: key });\n`);
write('src/label.ts', `export const label = (intl, key: string) => intl.formatMessage({ id: \`board.\${key}\` });\n`);
write('src/screen.test.tsx', `formatMessage({ id: 'x.test' });\n`);
write('src/test/setup.ts', `formatMessage({ id: 'x.setup' });\n`);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('extractMessages', () => {
  it("lists the app's source files, not tests or their helpers", () => {
    expect(sourceFiles(root, 'src')).toEqual(['src/label.ts', 'src/messages.ts', 'src/screen.tsx', 'src/translator.ts']);
  });

  it('finds literal ids with their defaults, and accepts ids built at run time only in the listed sites', async () => {
    const { used, problems } = await extractMessages(root, sourceFiles(root, 'src'), ['src/translator.ts']);
    expect(used).toEqual([
      { id: 'x.a', file: 'src/messages.ts' },
      { id: 'x.b', file: 'src/messages.ts', defaultMessage: 'B {n}' },
      { id: 'x.c', file: 'src/screen.tsx' },
      { id: 'x.d', file: 'src/screen.tsx' },
    ]);
    expect(problems).toEqual([expect.objectContaining({ kind: 'dynamic', where: 'src/label.ts', detail: expect.stringContaining('src/label.ts:1:') })]);
  });

  it('reports a listed site that no longer builds ids', async () => {
    const { problems } = await extractMessages(
      root,
      ['src/messages.ts', 'src/translator.ts', 'src/label.ts'],
      ['src/translator.ts', 'src/label.ts', 'src/messages.ts'],
    );
    expect(problems).toEqual([expect.objectContaining({ kind: 'dynamic', where: 'src/messages.ts', detail: expect.stringContaining('builds none') })]);
  });
});
