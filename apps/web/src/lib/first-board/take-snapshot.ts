import { FORMAT, type EarlyVoice, type FirstBoardSnapshot } from './snapshot-format';

// Class names the style library generates (`mui-1w2unnl`, `css-…`): a rule naming one is kept only if it is used.
const STYLE_CLASS = /\.((?:css|mui)-[\w-]+)/g;

/** The class names used in a piece of markup. */
const classesIn = (root: Element): Set<string> => {
  const names = new Set<string>();
  for (const element of [root, ...root.querySelectorAll('[class]')]) for (const name of element.classList) names.add(name);
  return names;
};

/**
 * The text of every style rule of the page the markup needs: rules without a generated class (the page's base
 * styles, fonts, media queries of plain elements) and rules naming a generated class the markup uses.
 */
export function usedCss(doc: Document, used: ReadonlySet<string>): string {
  const kept: string[] = [];
  for (const sheet of doc.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a sheet of another origin cannot be read
    }
    for (const rule of rules) {
      const text = rule.cssText;
      const generated = [...text.matchAll(STYLE_CLASS)].map((match) => match[1] ?? '');
      if (generated.length === 0 || generated.some((name) => used.has(name))) kept.push(text);
    }
  }
  return kept.join('\n');
}

/** A copy of the board screen as it shows when the app starts: no sentence, no focus ring, no dead pictures. */
export function startingMarkup(screen: Element): Element {
  const copy = screen.cloneNode(true) as Element;
  for (const sentence of copy.querySelectorAll('[data-output-sentence]')) sentence.replaceChildren();
  for (const focused of copy.querySelectorAll('.Mui-focusVisible')) focused.classList.remove('Mui-focusVisible');
  // A blob: URL lives as long as the page that made it; the next start shows the tile without its picture.
  for (const image of copy.querySelectorAll('img[src^="blob:"]')) image.removeAttribute('src');
  // The pictures come after the app's code: on a slow link they would otherwise hold its scripts back.
  for (const image of copy.querySelectorAll('img')) image.setAttribute('fetchpriority', 'low');
  for (const element of copy.querySelectorAll('[autofocus]')) element.removeAttribute('autofocus');
  return copy;
}

/** The board screen on show, as index.html's script will show it at the next start at `path`. */
export function takeSnapshot(doc: Document, screen: Element, user: string | null, path: string, voice: EarlyVoice | null = null): FirstBoardSnapshot {
  const copy = startingMarkup(screen);
  const root = doc.documentElement;
  return {
    v: FORMAT,
    path,
    user,
    html: copy.outerHTML,
    css: usedCss(doc, classesIn(copy)),
    lang: root.lang,
    dir: root.dir,
    rootClass: root.className,
    colorScheme: root.style.colorScheme,
    voice,
  };
}
