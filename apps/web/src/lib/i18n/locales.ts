import { writtenAs } from '@tessera/core';

export type TextDirection = 'ltr' | 'rtl';

/** The interface language a first visit starts in (spec 01 §9: the later-stated default). */
export const DEFAULT_LOCALE = 'en-US';

// Of the supported locales only Arabic and Hebrew are written right to left (spec 02 §9).
const RTL_LANGUAGES = new Set(['ar', 'he']);

/** The language part of a BCP 47 tag: 'ar-SA' → 'ar'. */
export const baseLanguage = (locale: string): string => locale.split(/[-_]/)[0]?.toLowerCase() ?? '';

/**
 * The catalogue names a locale can use, best first: its own, the one it is written as (Timor-Leste's Portuguese
 * follows Portugal's: pt-TL → pt-PT.json), its language's.
 */
export const catalogueNames = (locale: string): string[] => [...new Set([locale, writtenAs(locale), baseLanguage(locale)])].filter((name) => name !== '');

export const directionOf = (locale: string): TextDirection => (RTL_LANGUAGES.has(baseLanguage(locale)) ? 'rtl' : 'ltr');
