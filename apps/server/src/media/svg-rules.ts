/*
 * What an SVG attribute or style may say. A picture may point inside itself (#id) and embed raster
 * pictures as data: URLs; it may never point anywhere else or hold code. Browsers ignore white
 * space and control characters inside a URL scheme ("java\tscript:"), so checks read the value
 * without them.
 */

const isIgnoredInUrls = (code: number): boolean => code <= 0x20 || code === 0x7f || /\s/.test(String.fromCharCode(code));
const squeezed = (value: string): string =>
  Array.from(value)
    .filter((character) => !isIgnoredInUrls(character.charCodeAt(0)))
    .join('')
    .toLowerCase();

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

const CSS_REFUSED = ['@import', '@font-face', '@namespace', 'expression(', 'behavior:', '-moz-binding', 'image-set(', 'image(', 'cross-fade(', 'element(', '</', 'data:'];

/** A style attribute or <style> text: plain declarations, url() only to fragments, no escapes that could hide anything. */
export function isSafeCss(css: string): boolean {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  if (withoutComments.includes('\\') || withoutComments.includes('/*')) return false;
  const plain = squeezed(withoutComments);
  if (SCRIPT_SCHEMES.some((scheme) => plain.includes(scheme))) return false;
  if (CSS_REFUSED.some((refused) => plain.includes(refused))) return false;
  return urlsAreFragments(plain);
}
