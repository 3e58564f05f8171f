import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The message catalogues: the app's (src/lib/i18n/messages) and the built-in boards' words (packages/content). */
const CATALOGUE = /[\\/]messages[\\/][^\\/]+\.json$/;

/**
 * Messages compiled at build time, as FormatJS recommends: every catalogue goes into the bundle as the ICU message's
 * syntax tree rather than its text, so the app formats without parsing and the ICU parser (about 7.6 KB gzipped)
 * stays out of the first board's download (bench/cold-start: its budget is 250 KB). react-intl then only parses a
 * defaultMessage for an id a catalogue lacks, which `npm run i18n:check` rules out for English. Tests and the dev
 * server keep the text catalogues and the parser.
 */
export function precompiledMessagesPlugin(): Plugin {
  return {
    name: 'tessera-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
    }),
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0] ?? '')) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
