import type { SaxesTagNS } from 'saxes';
import { SVG_LIMITS, svgLimitReasons, type SvgLimits } from './svg-limits.ts';
import { isNamespaceDeclaration, keptAttributeName, SVG_NS, treatmentOf, XLINK_NS, type ElementTreatment } from './svg-policy.ts';
import { isSafeCss } from './svg-rules.ts';

/** `too-complex`: over one of the SVG_LIMITS; `invalid`: not a well-formed SVG document, or one with a DOCTYPE. */
export type SvgProblem = 'invalid' | 'too-complex';

export type SvgSanitised = { ok: true; svg: string; removed: string[] } | { ok: false; problem: SvgProblem; reason: string };

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string): string =>
  /[&<>"\t\n\r]/.test(text) ? escapeText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;') : text;

type Frame = { treatment: ElementTreatment; name: string; openTag: string; css: string };

export type SanitiseSvgOptions = {
  limits?: SvgLimits;
  /**
   * Called between slices of the input (SVG_SLICE_LENGTH characters each) and awaited: a server
   * passes a wait for its next event loop turn, so other requests are answered while a large picture
   * is read; without it the input is read in one go.
   */
  pause?: () => Promise<void>;
};

/** About 5 ms of parsing on a small server: the longest the sanitiser holds the thread when given a pause. */
export const SVG_SLICE_LENGTH = 32 * 1024;

/** Thrown from the parser's handlers to stop reading at the first refusal, so no input is read twice or to its end. */
class Refused extends Error {}

/**
 * Rebuilds an SVG document from what a strict XML parser reads, keeping only drawing elements and
 * safe attributes (svg-policy.ts): scripts, foreignObject, animation, event handler attributes,
 * javascript: and other non-local references, and unsafe CSS are removed. Refuses what is not
 * well-formed XML, has a DOCTYPE (entities), is not an SVG document, or is over the limits. Every
 * step is constant work per element, attribute or character, so the time is proportional to the
 * input. The server and the web app both use it: one policy for both.
 *
 * The parser is loaded on first use: few pictures are SVGs, and the app and the server would
 * otherwise pay for it at every start.
 */
export async function sanitiseSvg(source: string, { limits = SVG_LIMITS, pause }: SanitiseSvgOptions = {}): Promise<SvgSanitised> {
  const { SaxesParser } = await import('saxes');
  const parser = new SaxesParser({ xmlns: true, position: false });
  const out: string[] = [];
  const stack: Frame[] = [];
  const removed: string[] = [];
  let refusal: { problem: SvgProblem; reason: string } | null = null;
  let rootSeen = false;
  let elements = 0;
  let attributes = 0;
  // Frames dropped with their content that are open now; while any is, nothing is kept.
  let droppedOpen = 0;
  // The open <style>, collecting its text; its children are dropped.
  let openStyle: Frame | null = null;

  const refuse = (problem: SvgProblem, reason: string): never => {
    refusal ??= { problem, reason };
    throw new Refused(reason);
  };
  const push = (frame: Frame) => {
    stack.push(frame);
    if (frame.treatment === 'drop') droppedOpen += 1;
    if (frame.treatment === 'style') openStyle = frame;
  };

  parser.on('doctype', () => refuse('invalid', 'SVG files with a DOCTYPE are not accepted'));
  parser.on('processinginstruction', (pi) => {
    if (pi.target.toLowerCase() !== 'xml') removed.push(`<?${pi.target}?>`);
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const tagAttributes = Object.values(tag.attributes);
    elements += 1;
    attributes += tagAttributes.length;
    if (stack.length + 1 > limits.maxDepth) refuse('too-complex', svgLimitReasons.depth(limits));
    if (elements > limits.maxElements) refuse('too-complex', svgLimitReasons.elements(limits));
    if (attributes > limits.maxAttributes) refuse('too-complex', svgLimitReasons.attributes(limits));
    const treatment = treatmentOf(tag.uri, tag.local);
    if (!rootSeen) {
      rootSeen = true;
      if (treatment !== 'keep' || tag.local !== 'svg') refuse('invalid', 'The file is not an SVG picture');
    }
    if (droppedOpen > 0 || openStyle) {
      push({ treatment: 'drop', name: tag.local, openTag: '', css: '' });
      return;
    }
    if (treatment === 'drop' || treatment === 'unwrap') {
      removed.push(`<${tag.name}>`);
      push({ treatment, name: tag.local, openTag: '', css: '' });
      return;
    }
    const written: string[] = stack.length === 0 ? [`xmlns="${SVG_NS}"`, `xmlns:xlink="${XLINK_NS}"`] : [];
    for (const attribute of tagAttributes) {
      const name = keptAttributeName(tag.local, attribute);
      if (name) written.push(`${name}="${escapeAttribute(attribute.value)}"`);
      else if (!isNamespaceDeclaration(attribute)) removed.push(`${tag.name} ${attribute.name}`);
    }
    const openTag = `<${tag.local}${written.map((attribute) => ` ${attribute}`).join('')}>`;
    if (treatment === 'keep') out.push(openTag);
    push({ treatment, name: tag.local, openTag, css: '' });
  });
  parser.on('closetag', () => {
    const frame = stack.pop();
    if (!frame) return;
    if (frame.treatment === 'drop') droppedOpen -= 1;
    if (frame.treatment === 'keep') out.push(`</${frame.name}>`);
    if (frame.treatment === 'style') {
      openStyle = null;
      if (isSafeCss(frame.css)) out.push(`${frame.openTag}${escapeText(frame.css)}</style>`);
      else removed.push('<style>');
    }
  });
  const onText = (text: string) => {
    if (droppedOpen > 0) return;
    if (openStyle) (openStyle as Frame).css += text;
    else if (stack.length > 0) out.push(escapeText(text));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('error', (error) => refuse('invalid', `The SVG file is not well-formed XML (${error.message.split('\n')[0]})`));

  const text = source.replace(/^\uFEFF/, '');
  try {
    // The parser keeps its place between slices (a tag, a character pair cut in two carry over).
    for (let at = 0; at < text.length; at += SVG_SLICE_LENGTH) {
      if (at > 0 && pause) await pause();
      parser.write(text.slice(at, at + SVG_SLICE_LENGTH));
    }
    parser.close();
  } catch (error) {
    if (!(error instanceof Refused)) refusal ??= { problem: 'invalid', reason: `The SVG file is not well-formed XML (${(error as Error).message})` };
  }
  if (refusal) return { ok: false, ...(refusal as { problem: SvgProblem; reason: string }) };
  if (!rootSeen) return { ok: false, problem: 'invalid', reason: 'The file is not an SVG picture' };
  return { ok: true, svg: out.join(''), removed };
}
