import { sanitiseSvg } from '../media/svg/svg-sanitiser.ts';
import { decodeBase64, encodeBase64 } from './base64.ts';

export type ImportedMediaKind = 'image' | 'sound';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const IMAGE_SIGNATURES: [string, (bytes: Uint8Array) => boolean][] = [
  ['image/png', (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['image/jpeg', (b) => startsWith(b, [0xff, 0xd8, 0xff])],
  ['image/gif', (b) => startsWith(b, ascii('GIF8'))],
  ['image/webp', (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8)],
  ['image/bmp', (b) => startsWith(b, ascii('BM'))],
  ['image/x-icon', (b) => startsWith(b, [0, 0, 1, 0])],
];

const SOUND_SIGNATURES: [string, (bytes: Uint8Array) => boolean][] = [
  ['audio/mpeg', (b) => startsWith(b, ascii('ID3')) || (b.length > 1 && b[0] === 0xff && ((b[1] as number) & 0xe0) === 0xe0)],
  ['audio/ogg', (b) => startsWith(b, ascii('OggS'))],
  ['audio/wav', (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WAVE'), 8)],
  ['audio/mp4', (b) => startsWith(b, ascii('ftyp'), 4)],
  ['audio/webm', (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3])],
  ['audio/flac', (b) => startsWith(b, ascii('fLaC'))],
];

/** A text file that opens like an SVG document (after a BOM, an XML declaration, comments). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head);
}

/** The type the bytes really have, whatever a file says; undefined when they are not a picture (or sound) we show. */
export function sniffMediaType(bytes: Uint8Array, kind: ImportedMediaKind): string | undefined {
  const signatures = kind === 'image' ? IMAGE_SIGNATURES : SOUND_SIGNATURES;
  const found = signatures.find(([, test]) => test(bytes))?.[0];
  if (found) return found;
  return kind === 'image' && looksLikeSvg(bytes) ? 'image/svg+xml' : undefined;
}

/**
 * A picture or sound from a file as a data URL a tile can hold: only when its bytes are what they claim (a picture
 * of a type browsers show, a sound), within the size limit; an SVG is rebuilt by core's sanitiser (no script, no
 * outside references). Undefined otherwise: the tile is kept without it.
 */
export async function mediaDataUrl(bytes: Uint8Array, kind: ImportedMediaKind, maxBytes: number): Promise<string | undefined> {
  if (bytes.length === 0 || bytes.length > maxBytes) return undefined;
  const type = sniffMediaType(bytes, kind);
  if (!type) return undefined;
  if (type !== 'image/svg+xml') return `data:${type};base64,${encodeBase64(bytes)}`;
  const sanitised = await sanitiseSvg(new TextDecoder().decode(bytes));
  if (!sanitised.ok) return undefined;
  return `data:image/svg+xml;base64,${encodeBase64(new TextEncoder().encode(sanitised.svg))}`;
}

/** The bytes a data URL holds (base64 or percent-encoded), or null when it is not one. */
export function dataUrlBytes(url: string): Uint8Array | null {
  const comma = url.indexOf(',');
  if (!url.startsWith('data:') || comma < 0) return null;
  const header = url.slice(5, comma);
  const payload = url.slice(comma + 1);
  if (/;base64$/i.test(header)) return decodeBase64(payload);
  try {
    return new TextEncoder().encode(decodeURIComponent(payload));
  } catch {
    return null;
  }
}

/** An address anyone can fetch: http or https, nothing else (no javascript:, file:, blob:). */
export const isWebUrl = (src: string): boolean => /^https?:\/\/[^\s]+$/i.test(src.trim());
