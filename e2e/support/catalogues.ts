import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueNames } from '../../apps/web/src/lib/i18n/locales';
import { repoRoot } from './app-process';

/** An interface catalogue of the web app: message id → text. */
export type Catalogue = Record<string, string>;

const MESSAGES = path.join(repoRoot, 'apps/web/src/lib/i18n/messages');

/** One catalogue by its file's name ('fr', 'sr-SP'). */
export const readCatalogue = (name: string): Catalogue => JSON.parse(readFileSync(path.join(MESSAGES, `${name}.json`), 'utf8')) as Catalogue;

export const ENGLISH: Catalogue = readCatalogue('en');

/** The names of the catalogues other than English ('ar', 'sr-SP', …). */
export const translatedCatalogues = (): string[] =>
  readdirSync(MESSAGES)
    .filter((file) => file.endsWith('.json') && file !== 'en.json')
    .map((file) => file.replace(/\.json$/, ''));

/**
 * The catalogue the app shows a locale in, chosen as the app chooses it: the locale's own file where its texts differ
 * (sr-SP.json; pt-TL is written as pt-PT), else its language's (fr-FR → fr.json), else English.
 */
export function catalogueOf(locale: string): Catalogue {
  const name = catalogueNames(locale).find((candidate) => existsSync(path.join(MESSAGES, `${candidate}.json`)));
  return name ? readCatalogue(name) : ENGLISH;
}

/** A text of the interface in the catalogue shown, or English's where it lacks one (the app falls back the same way). */
export function interfaceText(id: string, shownIn: Catalogue = ENGLISH): string {
  const text = shownIn[id] ?? ENGLISH[id];
  if (text === undefined) throw new Error(`No catalogue has the message ${id}`);
  return text;
}
