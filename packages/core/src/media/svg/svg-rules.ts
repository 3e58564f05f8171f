/*
 * What an SVG attribute or style may say. A picture may point inside itself (#id) and embed raster
 * pictures as data: URLs; it may never point anywhere else or hold code. Browsers ignore white
 * space and control characters inside a URL scheme ("java\tscript:"), so checks read the value
 * without them.
 */

// eslint-disable-next-line no-control-regex -- control characters are exactly what browsers skip in a URL scheme
const IGNORED_IN_URLS = /[\u0000-\u0020\u007f\s]+/g;
const squeezed = (value: string): string => value.replace(IGNORED_IN_URLS, '').toLowerCase();

const SCRIPT_SCHEMES = ['javascript:', 'vbscript:', 'livescript:'];
const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=]*$/;

/** Every url(…) names a fragment of this document: url(#shadow), never url(https://…). */
const urlsAreFragments = (squeezedValue: string): boolean =>
  squeezedValue
    .split('url(')
    .slice(1)
    .every((rest) => /^['"]?#/.test(rest));

/** A plain attribute value: no script URL, no data: URL, no url() leaving the document. */
export function refersOnlyToFragments(value: string): boolean {
  // Most values are numbers, colours and path data: with no scheme (:), no url( and no escape, there is nothing to check.
  if (!/[:(\\]/.test(value)) return true;
  const plain = squeezed(value);
  if (SCRIPT_SCHEMES.some((scheme) => plain.includes(scheme)) || plain.includes('data:')) return false;
  // CSS escapes (\75 rl) could spell url( in presentation attributes, which are parsed as CSS.
  if (plain.includes('\\') && plain.includes('(')) return false;
  return urlsAreFragments(plain);
}

/** href / xlink:href: a fragment anywhere; an embedded PNG, JPEG, GIF or WebP on <image>. */
export function isSafeReference(element: string, value: string): boolean {
  const plain = squeezed(value);
  if (plain.startsWith('#')) return !plain.includes('(') && !SCRIPT_SCHEMES.some((scheme) => plain.includes(scheme));
  return element === 'image' && EMBEDDED_RASTER.test(plain);
}

const CSS_REFUSED = [
  '@import',
  '@font-face',
  '@namespace',
  'expression(',
  'behavior:',
  '-moz-binding',
  'image-set(',
  'image(',
  'cross-fade(',
  'element(',
  '</',
  'data:',
];

// CSS without its comments, or null when a comment is left open. One pass with indexOf: a lazy
// "comment to the next close" regex rescans to the end from every unclosed opener, which is
// quadratic on a flood of "/*".
function withoutCssComments(css: string): string | null {
  const kept: string[] = [];
  let at = 0;
  for (let open = css.indexOf('/*'); open !== -1; open = css.indexOf('/*', at)) {
    const close = css.indexOf('*/', open + 2);
    if (close === -1) return null;
    kept.push(css.slice(at, open));
    at = close + 2;
  }
  kept.push(css.slice(at));
  return kept.join('');
}

/** A style attribute or <style> text: plain declarations, url() only to fragments, no escapes that could hide anything. */
export function isSafeCss(css: string): boolean {
  const withoutComments = withoutCssComments(css);
  if (withoutComments === null || withoutComments.includes('\\') || withoutComments.includes('/*')) return false;
  const plain = squeezed(withoutComments);
  if (SCRIPT_SCHEMES.some((scheme) => plain.includes(scheme))) return false;
  if (CSS_REFUSED.some((refused) => plain.includes(refused))) return false;
  return urlsAreFragments(plain);
}
