import type { LabelScript } from '@tessera/core';
import { baseLanguage } from '../i18n/locales';

// The languages of the supported locales (and their close kin) written in a script Roboto lacks.
const LANGUAGE_SCRIPTS = new Map<string, LabelScript>([
  ['ar', 'arabic'],
  ['fa', 'arabic'],
  ['ur', 'arabic'],
  ['he', 'hebrew'],
  ['yi', 'hebrew'],
  ['hi', 'devanagari'],
  ['ne', 'devanagari'],
  ['mr', 'devanagari'],
  ['bn', 'bengali'],
  ['th', 'thai'],
  ['km', 'khmer'],
  ['si', 'sinhala'],
  ['ja', 'japanese'],
  ['ko', 'korean'],
  ['zh', 'chinese'],
]);

/** The script a locale's language is written in, when Roboto (Latin, Greek, Cyrillic) cannot draw it; else none. */
export const localeScripts = (locale: string): LabelScript[] => {
  const script = LANGUAGE_SCRIPTS.get(baseLanguage(locale));
  return script ? [script] : [];
};
