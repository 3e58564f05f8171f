import type { DisplaySettings } from '@tessera/core';

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

const requested = new Map<FontFamily, Promise<unknown>>();

/** Fetches a family's stylesheet once; text shows in the fallback font until it arrives. */
export const loadFontFamily = (family: FontFamily): Promise<unknown> => {
  let loading = requested.get(family);
  if (!loading) {
    loading = loaders[family]().catch(() => requested.delete(family)); // offline: try again next time
    requested.set(family, loading);
  }
  return loading;
};

/** The CSS font stack: the chosen family, then system fonts for scripts it lacks (Arabic, Devanagari…). */
export const fontStack = (family: FontFamily): string =>
  [`"${family}"`, family === 'Roboto' ? undefined : '"Roboto"', 'system-ui', '-apple-system', '"Segoe UI"', 'Arial', 'sans-serif']
    .filter(Boolean)
    .join(', ');
