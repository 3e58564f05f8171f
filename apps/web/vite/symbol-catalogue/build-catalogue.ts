import { SUPPORTED_LOCALES } from '@tessera/core';
import { CATALOGUE_VERSION, type CatalogueFile, type KeywordFile } from '../../src/lib/symbols/catalogue-files';
import { AAC_KEYWORDS } from './aac-keywords';
import { cldrKey, loadCldrAnnotations } from './cldr-annotations';
import { isOneOfMany, isOpenMojiExtra, isSkinToneVariant, openMojiSvgFile, readOpenMoji, splitTags, type OpenMojiEntry } from './openmoji-data';
import { ownDrawingWords, type OwnDrawing } from './own-drawings';

/** The app languages with a keyword file: the language part of every supported locale ('pt-BR' → 'pt'). */
export const KEYWORD_LANGUAGES: string[] = [...new Set(SUPPORTED_LOCALES.map((locale) => locale.split('-')[0] ?? locale))].sort();

export interface BuiltCatalogue {
  catalogue: CatalogueFile;
  languages: Map<string, KeywordFile>;
  /** The OpenMoji SVG behind every searchable hexcode, for the build to emit. */
  openMojiFiles: { urlPath: string; sourceFile: string }[];
}

const unique = (words: (string | undefined)[]): string[] => [...new Set(words.filter((w): w is string => !!w && !!w.trim()))];

const englishWords = (entry: OpenMojiEntry, cldr: ReturnType<typeof loadCldrAnnotations>): string[] => {
  if (isSkinToneVariant(entry)) return [entry.annotation];
  return unique([entry.annotation, ...(cldr.get(cldrKey(entry.emoji))?.keywords ?? []), ...splitTags(entry.tags), ...splitTags(entry.openmoji_tags)]);
};

const localWords = (entry: OpenMojiEntry, cldr: ReturnType<typeof loadCldrAnnotations>): string[] => {
  const found = cldr.get(cldrKey(entry.emoji));
  if (!found?.name) return [];
  return isSkinToneVariant(entry) ? [found.name] : unique([found.name, ...found.keywords]);
};

/**
 * Builds the searchable symbol catalogue: OpenMoji's emojis (names and tags from OpenMoji in English, CLDR
 * annotations in every app language) and our own drawings (with the words the built-in boards use them for), plus
 * the AAC words we add (aac-keywords.ts).
 */
export function buildCatalogue(languages: string[] = KEYWORD_LANGUAGES, drawings: OwnDrawing[] = ownDrawingWords()): BuiltCatalogue {
  const entries = readOpenMoji();
  const known = new Set(entries.map((entry) => entry.hexcode));
  const variantOf: Record<string, string> = {};
  for (const entry of entries) {
    if (isSkinToneVariant(entry) && known.has(entry.skintone_base_hexcode)) variantOf[entry.hexcode] = entry.skintone_base_hexcode;
  }
  const catalogue: CatalogueFile = {
    version: CATALOGUE_VERSION,
    ids: [...drawings.map((drawing) => drawing.id), ...entries.map((entry) => entry.hexcode)],
    variantOf,
    penalised: entries.filter(isOneOfMany).map((entry) => entry.hexcode),
    extras: entries.filter(isOpenMojiExtra).map((entry) => entry.hexcode),
  };

  const files = new Map<string, KeywordFile>();
  for (const lang of languages) {
    const cldr = loadCldrAnnotations(lang);
    const extra = AAC_KEYWORDS[lang] ?? {};
    const keywords: Record<string, string[]> = {};
    const add = (id: string, words: string[]) => {
      const all = unique([...words, ...(extra[id] ?? [])]);
      if (all.length > 0) keywords[id] = all;
    };
    for (const drawing of drawings) add(drawing.id, drawing.words[lang] ?? []);
    for (const entry of entries) add(entry.hexcode, lang === 'en' ? englishWords(entry, cldr) : localWords(entry, cldr));
    files.set(lang, { version: CATALOGUE_VERSION, lang, keywords });
  }

  const openMojiFiles = entries.map((entry) => ({ urlPath: `/symbols/openmoji/${entry.hexcode}.svg`, sourceFile: openMojiSvgFile(entry.hexcode) }));
  return { catalogue, languages: files, openMojiFiles };
}
