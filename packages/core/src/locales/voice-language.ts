const normalise = (locale: string): string => locale.trim().replace(/_/g, '-').toLowerCase();

/**
 * Languages spoken with a sibling's voice (issue 16): Serbian in any script or region is said by a Serbian (Serbia)
 * voice, Montenegrin by the Serbian voice too, and Timor-Leste's Portuguese by a voice of Portugal, else of Brazil.
 */
const STAND_INS: Readonly<Record<string, readonly string[]>> = {
  sr: ['sr-RS'],
  'sr-sp': ['sr-RS'],
  'sr-latn': ['sr-RS'],
  'sr-cyrl': ['sr-RS'],
  'sr-me': ['sr-RS'],
  cnr: ['sr-RS'],
  'pt-tl': ['pt-PT', 'pt-BR'],
};

/** The voice languages to look for when speaking a locale, best first: the locale itself, or its stand-ins. */
export const voiceLanguages = (locale: string): readonly string[] => STAND_INS[normalise(locale)] ?? [locale];

/**
 * The language a board is spoken in: its own when it has one (a Spanish board is said in Spanish whatever the
 * interface), else the interface's (the built-in boards follow it, their words translated through labelKeys).
 */
export const boardSpeechLanguage = (board: { locale?: string | undefined } | undefined, interfaceLocale: string): string =>
  board?.locale?.trim() || interfaceLocale;
