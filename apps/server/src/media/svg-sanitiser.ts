import type { SaxesAttributeNS, SaxesTagNS } from 'saxes';
import { isSafeCss, isSafeReference, refersOnlyToFragments } from './svg-rules.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Drawing elements only: nothing that runs code, embeds other documents, animates or loads from elsewhere. */
const ALLOWED_ELEMENTS = new Set(
  [
    'svg', 'g', 'defs', 'desc', 'title', 'symbol', 'use', 'image', 'switch', 'style',
    'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
    'text', 'tspan', 'textPath',
    'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
    'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix',
    'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA',
    'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology',
    'feOffset', 'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
  ],
);
/** Links: the link goes, what it shows stays. */
const UNWRAPPED_ELEMENTS = new Set(['a']);

const ATTRIBUTE_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

export type SvgSanitised = { ok: true; svg: string; removed: string[] } | { ok: false; reason: string };

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');

/** The attribute as it may be written out (name as we write it), or null when it must go. */
function keptAttribute(element: string, attribute: SaxesAttributeNS): string | null {
  const { uri, local, value } = attribute;
  if (attribute.prefix === 'xmlns' || attribute.name === 'xmlns') return null;
  if (uri === XML_NS) return local === 'space' || local === 'lang' ? `xml:${local}` : null;
  if (uri === XLINK_NS) return local === 'href' && isSafeReference(element, value) ? 'xlink:href' : null;
  if (uri !== '' || !ATTRIBUTE_NAME.test(local) || /^on/i.test(local)) return null;
  if (local === 'href') return isSafeReference(element, value) ? 'href' : null;
  if (local === 'style') return isSafeCss(value) ? local : null;
  return refersOnlyToFragments(value) ? local : null;
}

type Frame = { mode: 'keep' | 'unwrap' | 'drop' | 'style'; name: string; openTag: string; css: string };

/**
 * Rebuilds an SVG document from what a strict XML parser reads, keeping only drawing elements and
 * safe attributes: scripts, foreignObject, animation, event handler attributes, javascript: and
 * other non-local references, and unsafe CSS are removed. Refuses what is not well-formed XML, has a
 * DOCTYPE (entities), or is not an SVG document. The parser is loaded on first use: few uploads are SVGs,
 * and every start-up would pay for it.
 */
export async function sanitiseSvg(source: string): Promise<SvgSanitised> {
  const { SaxesParser } = await import('saxes');
  const parser = new SaxesParser({ xmlns: true, position: false });
  const out: string[] = [];
  const stack: Frame[] = [];
  const removed: string[] = [];
  let refusal: string | null = null;
  let rootSeen = false;

  const dropping = () => stack.some((frame) => frame.mode === 'drop');
  const styleFrame = () => stack.find((frame) => frame.mode === 'style');

  parser.on('doctype', () => {
    refusal ??= 'SVG files with a DOCTYPE are not accepted';
  });
  parser.on('processinginstruction', (pi) => {
    if (pi.target.toLowerCase() !== 'xml') removed.push(`<?${pi.target}?>`);
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const isSvgElement = tag.uri === SVG_NS || tag.uri === '';
    if (!rootSeen) {
      rootSeen = true;
      if (!isSvgElement || tag.local !== 'svg') refusal ??= 'The file is not an SVG picture';
    }
    if (dropping() || styleFrame()) {
      stack.push({ mode: 'drop', name: tag.local, openTag: '', css: '' });
      return;
    }
    let mode: Frame['mode'] = 'drop';
    if (isSvgElement && UNWRAPPED_ELEMENTS.has(tag.local)) mode = 'unwrap';
    else if (isSvgElement && ALLOWED_ELEMENTS.has(tag.local)) mode = tag.local === 'style' ? 'style' : 'keep';
    if (mode !== 'keep' && mode !== 'style') {
      removed.push(`<${tag.name}>`);
      stack.push({ mode, name: tag.local, openTag: '', css: '' });
      return;
    }
    const attributes: string[] = stack.length === 0 ? [`xmlns="${SVG_NS}"`, `xmlns:xlink="${XLINK_NS}"`] : [];
    for (const attribute of Object.values(tag.attributes)) {
      const name = keptAttribute(tag.local, attribute);
      if (name) attributes.push(`${name}="${escapeAttribute(attribute.value)}"`);
      else if (attribute.prefix !== 'xmlns' && attribute.name !== 'xmlns') removed.push(`${tag.name} ${attribute.name}`);
    }
    const openTag = `<${tag.local}${attributes.map((attribute) => ` ${attribute}`).join('')}>`;
    if (mode === 'keep') out.push(openTag);
    stack.push({ mode, name: tag.local, openTag, css: '' });
  });
  parser.on('closetag', () => {
    const frame = stack.pop();
    if (!frame) return;
    if (frame.mode === 'keep') out.push(`</${frame.name}>`);
    if (frame.mode === 'style') {
      if (isSafeCss(frame.css)) out.push(`${frame.openTag}${escapeText(frame.css)}</style>`);
      else removed.push('<style>');
    }
  });
  const onText = (text: string) => {
    if (dropping()) return;
    const style = styleFrame();
    if (style) style.css += text;
    else if (stack.length > 0) out.push(escapeText(text));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('error', (error) => {
    refusal ??= `The SVG file is not well-formed XML (${error.message.split('\n')[0]})`;
  });

  try {
    parser.write(source.replace(/^\uFEFF/, '')).close();
  } catch (error) {
    refusal ??= `The SVG file is not well-formed XML (${(error as Error).message})`;
  }
  if (refusal) return { ok: false, reason: refusal };
  if (!rootSeen) return { ok: false, reason: 'The file is not an SVG picture' };
  return { ok: true, svg: out.join(''), removed };
}
