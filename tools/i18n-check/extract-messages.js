import { extract } from '@formatjs/cli-lib';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
// Tests, test helpers and type declarations use ids without being the app.
const NOT_APP = /(\.test\.|\.test-utils\.|\.d\.ts$|(^|\/)(test|testing|generated)\/)/;

/** The app's source files under a folder, relative to root, with forward slashes. */
export function sourceFiles(root, folder) {
  return readdirSync(path.join(root, folder), { recursive: true })
    .map((name) => `${folder}/${String(name).split(path.sep).join('/')}`)
    .filter((file) => SOURCE.test(file) && !NOT_APP.test(file) && !file.includes('node_modules/'))
    .sort();
}

/**
 * The messages the code defines (defineMessages, defineMessage, formatMessage, FormattedMessage), found by the
 * FormatJS extractor one file at a time, so that an id built at run time is reported at its place. Such an id is
 * allowed only in the given dynamic sites, and each of them must still build one (else the allow-list is stale).
 * @param {string} root
 * @param {string[]} files relative to root
 * @param {string[]} dynamicSites relative to root
 * @returns {Promise<{ used: import('./check-catalogues.js').UsedMessage[], problems: import('./check-catalogues.js').Problem[] }>}
 */
export async function extractMessages(root, files, dynamicSites) {
  const used = [];
  const problems = [];
  const dynamicFound = new Set();
  await Promise.all(
    files.map(async (file) => {
      try {
        const extracted = JSON.parse(await extract([path.join(root, file)], { throws: true, preserveWhitespace: true }));
        for (const [id, { defaultMessage }] of Object.entries(extracted)) used.push({ id, file, ...(defaultMessage !== undefined ? { defaultMessage } : {}) });
      } catch (error) {
        const detail = (error instanceof Error ? error.message : String(error)).replaceAll(`${root}${path.sep}`, '').trim();
        if (dynamicSites.includes(file) && /`id` must be a string literal/.test(detail)) dynamicFound.add(file);
        else problems.push({ kind: 'dynamic', where: file, detail });
      }
    }),
  );
  for (const site of dynamicSites)
    if (!dynamicFound.has(site))
      problems.push({ kind: 'dynamic', where: site, detail: 'listed as building ids at run time, but builds none: take it off the list' });
  used.sort((a, b) => a.id.localeCompare(b.id) || a.file.localeCompare(b.file));
  return { used, problems };
}
