import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** One emoji's CLDR annotation: its name (tts) and search words. */
export interface CldrAnnotation {
  name?: string;
  keywords: string[];
}

// CLDR's marker for "same as the parent locale".
const INHERIT = '↑↑↑';

type AnnotationFile = Record<string, { annotations: Record<string, { default?: string[]; tts?: string[] }> }>;

// CLDR keys drop the emoji presentation selector; OpenMoji's hexcodes keep it.
export const cldrKey = (emoji: string): string => emoji.replace(/\uFE0F/g, '');

/**
 * The CLDR locales whose annotations make up one app language. Regional files only hold differences from their
 * parent, so a language reads the union: Portuguese of both Brazil and Portugal, Serbian in both scripts (sr-SP
 * and sr-ME write Latin), Latin American Spanish words beside Spain's.
 */
const CLDR_LOCALES: Record<string, string[]> = {
  pt: ['pt', 'pt-PT'],
  sr: ['sr', 'sr-Latn'],
  es: ['es', 'es-419', 'es-MX'],
  en: ['en', 'en-001'],
};

export const cldrLocalesFor = (language: string): string[] => CLDR_LOCALES[language] ?? [language];

const readAnnotations = (file: string, section: 'annotations' | 'annotationsDerived') => {
  if (!existsSync(file)) return {};
  const json = JSON.parse(readFileSync(file, 'utf8')) as AnnotationFile;
  return json[section]?.annotations ?? {};
};

/**
 * Every CLDR annotation of one app language, from cldr-annotations-full (single emoji) and
 * cldr-annotations-derived-full (sequences: skin tones, professions, families, flags), keyed by cldrKey.
 */
export function loadCldrAnnotations(language: string): Map<string, CldrAnnotation> {
  const result = new Map<string, CldrAnnotation>();
  const sources = cldrLocalesFor(language).flatMap((locale) => [
    readAnnotations(join(packageDir('cldr-annotations-full'), 'annotations', locale, 'annotations.json'), 'annotations'),
    readAnnotations(join(packageDir('cldr-annotations-derived-full'), 'annotationsDerived', locale, 'annotations.json'), 'annotationsDerived'),
  ]);
  for (const annotations of sources) {
    for (const [key, { default: words = [], tts = [] }] of Object.entries(annotations)) {
      const entry = result.get(key) ?? { keywords: [] };
      if (tts[0] && tts[0] !== INHERIT) entry.name ??= tts[0];
      for (const word of words) if (word !== INHERIT && !entry.keywords.includes(word)) entry.keywords.push(word);
      result.set(key, entry);
    }
  }
  return result;
}
