import { baseLanguage, isRtl, writtenAs } from '@tessera/core';

export { baseLanguage };

export type TextDirection = 'ltr' | 'rtl';

/** The interface language a first visit starts in (spec 01 §9: the later-stated default). */
export const DEFAULT_LOCALE = 'en-US';

/**
 * The catalogue names a locale can use, best first: its own, the one it is written as (Timor-Leste's Portuguese
 * follows Portugal's: pt-TL → pt-PT.json), its language's.
 */
export const catalogueNames = (locale: string): string[] => [...new Set([locale, writtenAs(locale), baseLanguage(locale)])].filter((name) => name !== '');

export const directionOf = (locale: string): TextDirection => (isRtl(locale) ? 'rtl' : 'ltr');
