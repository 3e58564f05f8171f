import type { LabelScript } from '@tessera/core';
import { loadFontFamily, type FontFamily } from '../fonts/load-font-family';

// One import per script, so each is its own CSS chunk: a board's PDF fetches the fonts of the scripts its labels
// use and no others, and the faces split by Unicode range (Chinese, Japanese, Korean) fetch only the parts needed.
const SCRIPT_FONTS: Record<LabelScript, { family: string; load: () => Promise<unknown> }> = {
  arabic: { family: 'Noto Sans Arabic', load: () => import('@fontsource/noto-sans-arabic/400.css') },
  hebrew: { family: 'Noto Sans Hebrew', load: () => import('@fontsource/noto-sans-hebrew/400.css') },
  devanagari: { family: 'Noto Sans Devanagari', load: () => import('@fontsource/noto-sans-devanagari/400.css') },
  bengali: { family: 'Noto Sans Bengali', load: () => import('@fontsource/noto-sans-bengali/400.css') },
  thai: { family: 'Noto Sans Thai', load: () => import('@fontsource/noto-sans-thai/400.css') },
  khmer: { family: 'Noto Sans Khmer', load: () => import('@fontsource/noto-sans-khmer/400.css') },
  sinhala: { family: 'Noto Sans Sinhala Variable', load: () => import('@fontsource-variable/noto-sans-sinhala/wght.css') },
  japanese: { family: 'Noto Sans JP', load: () => import('@fontsource/noto-sans-jp/400.css') },
  korean: { family: 'Noto Sans KR', load: () => import('@fontsource/noto-sans-kr/400.css') },
  chinese: { family: 'Noto Sans SC', load: () => import('@fontsource/noto-sans-sc/400.css') },
};

/** The weight labels are drawn in, as on the board's tiles. */
export const LABEL_FONT_WEIGHT = 500;

/**
 * Loads the user's label font and a Noto font for each other script the texts use, and answers the CSS font stack
 * that draws them: the browser picks, letter by letter, the first font of the stack that has it. Offline, a font
 * that cannot be fetched leaves its letters to the system's fonts.
 */
export async function loadLabelFonts(family: FontFamily, scripts: ReadonlySet<LabelScript>, texts: readonly string[]): Promise<string> {
  const extra = [...scripts].map((script) => SCRIPT_FONTS[script]);
  await Promise.all([loadFontFamily(family), ...extra.map((font) => font.load().catch(() => undefined))]);
  const families = [family, ...extra.map((font) => font.family)];
  // The letters themselves, so faces split by Unicode range fetch the parts that hold them.
  const letters = [...new Set(texts.join(''))].join('');
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (fonts) await Promise.all(families.map((name) => fonts.load(`${LABEL_FONT_WEIGHT} 16px "${name}"`, letters).catch(() => [])));
  return [...families.map((name) => `"${name}"`), 'sans-serif'].join(', ');
}
