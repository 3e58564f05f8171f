import { FONT_FAMILIES } from '@tessera/core';
import type { aboutMessages } from './messages';

/**
 * Where whoever built this copy of Tessera offers its source code (VITE_SOURCE_URL at build time), or nothing: then
 * About says the source comes with the app instead of linking to an address that may not be theirs.
 */
export const sourceUrl = (): string | undefined => import.meta.env.VITE_SOURCE_URL || undefined;

export interface Resource {
  /** The work's own name, the same in every language. */
  name: string;
  /** What Tessera uses it for. */
  use: keyof typeof aboutMessages;
  /** Missing where there is no address to give (Tessera's own source, when the build names none). */
  url?: string;
  /** Missing where each item keeps a licence of its own (the use text says so). */
  licence?: { name: string; url: string };
}

const GPL_3_OR_LATER = { name: 'GPL-3.0-or-later', url: 'https://www.gnu.org/licenses/gpl-3.0.html' };
/** Tessera's code (spec 02 §2 About: code under GPLv3), and the symbols (CC BY-SA). */
export const CODE_LICENCE = GPL_3_OR_LATER;
export const SYMBOLS_LICENCE = { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' };

/** What the app ships or fetches that others made, with their licences (spec 02 §2 About "resources"). */
export const aboutResources = (): readonly Resource[] => [
  { name: 'OpenMoji', use: 'openmoji', url: 'https://openmoji.org', licence: SYMBOLS_LICENCE },
  { name: 'Tessera', use: 'tesseraSymbols', url: sourceUrl(), licence: CODE_LICENCE },
  { name: 'eSpeak NG', use: 'espeak', url: 'https://github.com/espeak-ng/espeak-ng', licence: GPL_3_OR_LATER },
  { name: FONT_FAMILIES.join(', '), use: 'fonts', url: 'https://fontsource.org', licence: { name: 'SIL OFL 1.1', url: 'https://openfontlicense.org' } },
  {
    name: 'ARASAAC',
    use: 'arasaac',
    url: 'https://arasaac.org',
    licence: { name: 'CC BY-NC-SA 4.0', url: 'https://creativecommons.org/licenses/by-nc-sa/4.0/' },
  },
  { name: 'Global Symbols', use: 'globalSymbols', url: 'https://globalsymbols.com' },
];
