import { readFileSync } from 'node:fs';
import { transformWithOxc } from 'vite';

/**
 * The source of a module of the app as plain JavaScript to put into a page as it is (index.html's inline script,
 * a page the build drives): types and `import` lines gone, `export` dropped from its declarations. Only for
 * modules whose functions use nothing imported but types; the caller defines any constant they name.
 */
export async function compiledDeclarations(path: string): Promise<string> {
  const { code } = await transformWithOxc(readFileSync(path, 'utf8'), path, { lang: 'ts' });
  return code
    .replace(/^export /gm, '')
    .replace(/^import .*$/gm, '')
    .trim();
}
