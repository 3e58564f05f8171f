const SVG_NS = 'http://www.w3.org/2000/svg';

// Elements that run code, embed other documents, or change attributes over time (an <set> can write an href).
const DROPPED = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener', 'set', 'animate', 'animatemotion', 'animatetransform', 'discard']);
const UNSAFE_URL = /^\s*(javascript|vbscript|data:(?!image\/(png|jpe?g|gif|webp);))/i;
const UNSAFE_STYLE = /(@import|javascript:|expression\s*\(|url\s*\(\s*['"]?\s*(?!#|data:image\/(png|jpe?g|gif|webp);))/i;

const isLink = (name: string) => name === 'href' || name.endsWith(':href') || name === 'src' || name === 'action' || name === 'formaction';

function cleanElement(element: Element): void {
  for (const attribute of [...element.attributes]) {
    const name = attribute.name.toLowerCase();
    const value = attribute.value;
    if (name.startsWith('on')) element.removeAttribute(attribute.name);
    else if (isLink(name) && (UNSAFE_URL.test(value) || (element.localName === 'use' && !value.trim().startsWith('#')))) element.removeAttribute(attribute.name);
    else if (name === 'style' && UNSAFE_STYLE.test(value)) element.removeAttribute(attribute.name);
  }
}

/**
 * Makes an uploaded SVG safe to keep and show: no scripts, event handlers, embedded documents, animations,
 * javascript: or non-image data: links, external <use> references, or style that imports or calls out. Returns
 * null when the file is not an SVG document at all.
 */
export function sanitizeSvg(text: string): string | null {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS || doc.getElementsByTagName('parsererror').length > 0) return null;
  for (const element of [...root.getElementsByTagName('*')]) {
    if (DROPPED.has(element.localName.toLowerCase()) || element.namespaceURI !== SVG_NS) element.remove();
  }
  for (const element of [root, ...root.getElementsByTagName('*')]) {
    if (element.localName === 'style' && UNSAFE_STYLE.test(element.textContent ?? '')) element.textContent = '';
    cleanElement(element);
  }
  return new XMLSerializer().serializeToString(root);
}
