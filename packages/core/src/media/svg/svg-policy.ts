import type { SaxesAttributeNS } from 'saxes';
import { isSafeReference, isSafeCss, refersOnlyToFragments } from './svg-rules.ts';

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Drawing elements only: nothing that runs code, embeds other documents, animates or loads from elsewhere. */
const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'desc',
  'title',
  'symbol',
  'use',
  'image',
  'switch',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);
/** Links: the link goes, what it shows stays. */
const UNWRAPPED_ELEMENTS = new Set(['a']);

/** What becomes of an element: kept, replaced by its content, dropped with its content, or kept as a <style> whose text is checked. */
export type ElementTreatment = 'keep' | 'unwrap' | 'drop' | 'style';

/** Elements with no namespace are read as SVG (a root without xmlns); anything in another namespace goes. */
export function treatmentOf(uri: string, local: string): ElementTreatment {
  if (uri !== SVG_NS && uri !== '') return 'drop';
  if (UNWRAPPED_ELEMENTS.has(local)) return 'unwrap';
  if (!ALLOWED_ELEMENTS.has(local)) return 'drop';
  return local === 'style' ? 'style' : 'keep';
}

const ATTRIBUTE_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

export const isNamespaceDeclaration = (attribute: SaxesAttributeNS): boolean => attribute.prefix === 'xmlns' || attribute.name === 'xmlns';

/** The attribute's name as it may be written out, or null when it must go. */
export function keptAttributeName(element: string, attribute: SaxesAttributeNS): string | null {
  const { uri, local, value } = attribute;
  if (isNamespaceDeclaration(attribute)) return null;
  if (uri === XML_NS) return local === 'space' || local === 'lang' ? `xml:${local}` : null;
  if (uri === XLINK_NS) return local === 'href' && isSafeReference(element, value) ? 'xlink:href' : null;
  if (uri !== '' || !ATTRIBUTE_NAME.test(local) || /^on/i.test(local)) return null;
  if (local === 'href') return isSafeReference(element, value) ? 'href' : null;
  if (local === 'style') return isSafeCss(value) ? local : null;
  return refersOnlyToFragments(value) ? local : null;
}
