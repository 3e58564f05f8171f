import type { LabelScript } from '@tessera/core';
import { loadFontFamily, type FontFamily } from '../fonts/load-font-family';
import { loadScriptFont, scriptFamily } from '../fonts/script-fonts';

/** The weight labels are drawn in, as on the board's tiles. */
export const LABEL_FONT_WEIGHT = 500;

/**
 * Loads the user's label font and a Noto font for each other script the texts use (the fonts the screen uses,
 * lib/fonts/script-fonts.ts), and answers the CSS font stack that draws them: the browser picks, letter by letter,
 * the first font of the stack that has it. Offline, a font that cannot be fetched leaves its letters to the
 * system's fonts.
 */
export async function loadLabelFonts(family: FontFamily, scripts: ReadonlySet<LabelScript>, texts: readonly string[]): Promise<string> {
  await Promise.all([loadFontFamily(family), ...[...scripts].map((script) => loadScriptFont(script))]);
  const families = [family, ...[...scripts].map(scriptFamily)];
  // The letters themselves, so faces split by Unicode range fetch the parts that hold them.
  const letters = [...new Set(texts.join(''))].join('');
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (fonts) await Promise.all(families.map((name) => fonts.load(`${LABEL_FONT_WEIGHT} 16px "${name}"`, letters).catch(() => [])));
  return [...families.map((name) => `"${name}"`), 'sans-serif'].join(', ');
}
