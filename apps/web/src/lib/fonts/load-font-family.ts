import type { DisplaySettings } from '@tessera/core';
import { loadOnce } from './load-once';
import { SCRIPT_FONTS_VARIABLE } from './script-fonts-variable';

export type FontFamily = DisplaySettings['fontFamily'];

// One import per family so each becomes its own CSS chunk: only the chosen family is ever fetched.
const loaders: Record<FontFamily, () => Promise<unknown>> = {
  Roboto: () => Promise.all([import('@fontsource/roboto/400.css'), import('@fontsource/roboto/500.css')]),
  Chilanka: () => import('@fontsource/chilanka/400.css'),
  Hind: () => Promise.all([import('@fontsource/hind/400.css'), import('@fontsource/hind/500.css')]),
  Nunito: () => Promise.all([import('@fontsource/nunito/400.css'), import('@fontsource/nunito/500.css')]),
  Oswald: () => Promise.all([import('@fontsource/oswald/400.css'), import('@fontsource/oswald/500.css')]),
  'Indie Flower': () => import('@fontsource/indie-flower/400.css'),
};

/** Fetches a family's stylesheet once; text shows in the fallback font until it arrives. */
export const loadFontFamily = loadOnce((family: FontFamily) => loaders[family]());

/**
 * The CSS font stack: the chosen family, Roboto for the Latin, Greek and Cyrillic letters it lacks, then the Noto
 * fonts of the other scripts on show (shown-scripts.ts), then the system's fonts.
 */
export const fontStack = (family: FontFamily): string =>
  [
    `"${family}"`,
    family === 'Roboto' ? undefined : '"Roboto"',
    `var(${SCRIPT_FONTS_VARIABLE}, system-ui)`,
    'system-ui',
    '-apple-system',
    '"Segoe UI"',
    'Arial',
    'sans-serif',
  ]
    .filter(Boolean)
    .join(', ');
