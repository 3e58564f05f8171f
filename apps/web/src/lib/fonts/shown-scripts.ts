import type { LabelScript } from '@tessera/core';
import { loadScriptFont, scriptFamily } from './script-fonts';
import { SCRIPT_FONTS_VARIABLE } from './script-fonts-variable';

/** The style element that sets the page's script fonts; index.html's saved board copies its rule with the rest. */
export const SCRIPT_FONTS_STYLE_ID = 'tessera-script-fonts';

const HAN: ReadonlySet<LabelScript> = new Set(['japanese', 'chinese', 'korean']);

/**
 * The scripts of the page's font stack once `wanted` are shown: those already there keep their place (a font once
 * loaded costs nothing where its letters are absent, and a stack left alone restyles nothing), new ones follow.
 * Chinese characters are drawn by the first Chinese, Japanese or Korean font of the stack, so the one of the text
 * just shown moves ahead of the other two: a Japanese board gets Japanese forms under a Chinese interface.
 */
export function nextScriptOrder(shown: readonly LabelScript[], wanted: Iterable<LabelScript>): LabelScript[] {
  const asked = [...wanted];
  const order = [...shown, ...asked.filter((script, index) => !shown.includes(script) && asked.indexOf(script) === index)];
  const han = asked.find((script) => HAN.has(script));
  if (!han) return order;
  const others = order.filter((script) => script !== han);
  const firstHan = others.findIndex((script) => HAN.has(script));
  if (firstHan === -1) return order;
  others.splice(firstHan, 0, han);
  return others;
}

/**
 * Makes the page able to draw `scripts`: their Noto fonts join the font stack of every text (through a CSS
 * variable, so nothing renders again) and their @font-face rules are added. Text shows at once in the fonts at
 * hand, and in the Noto font as soon as its file arrives (font-display: swap); the first board never waits.
 */
export function showScripts(scripts: Iterable<LabelScript>, doc: Document = document): void {
  let style = doc.getElementById(SCRIPT_FONTS_STYLE_ID);
  const shown = (style?.dataset.scripts ?? '').split(' ').filter(Boolean) as LabelScript[];
  const next = nextScriptOrder(shown, scripts);
  for (const script of next) void loadScriptFont(script);
  if (next.join(' ') === shown.join(' ')) return;
  if (!style) {
    style = doc.createElement('style');
    style.id = SCRIPT_FONTS_STYLE_ID;
    doc.head.append(style);
  }
  style.dataset.scripts = next.join(' ');
  style.textContent = `:root{${SCRIPT_FONTS_VARIABLE}:${next.map((script) => `"${scriptFamily(script)}"`).join(',')}}`;
}
