import { inspectMedia } from '../media/inspect-media.ts';
import { sanitiseSvg } from '../media/svg/svg-sanitiser.ts';
import { decodeBase64, encodeBase64 } from './base64.ts';

export type ImportedMediaKind = 'image' | 'sound';

/**
 * A picture or sound from a file as a data URL a tile can hold: only when its bytes are what they claim (a picture
 * of a type browsers show, a sound), checked to the end as the server checks uploads (inspectMedia: no picture past
 * the pixel limits, no sound whose header lies about its size), within the size limit; an SVG is rebuilt by core's
 * sanitiser (no script, no outside references). Undefined otherwise: the tile is kept without it.
 */
export async function mediaDataUrl(bytes: Uint8Array, kind: ImportedMediaKind, maxBytes: number): Promise<string | undefined> {
  if (bytes.length === 0 || bytes.length > maxBytes) return undefined;
  const inspected = await inspectMedia(bytes, { accepts: (type) => type.kind === (kind === 'image' ? 'picture' : 'sound') });
  if (!inspected.ok) return undefined;
  const type = inspected.type.mime;
  if (type !== 'image/svg+xml') return `data:${type};base64,${encodeBase64(bytes)}`;
  const sanitised = await sanitiseSvg(new TextDecoder().decode(bytes));
  if (!sanitised.ok) return undefined;
  return `data:image/svg+xml;base64,${encodeBase64(new TextEncoder().encode(sanitised.svg))}`;
}

/** The MIME type a data URL names (lower case, without parameters); '' when it is not one. */
export function dataUrlType(url: string): string {
  const match = /^data:([^;,]*)/i.exec(url);
  return match?.[1]?.trim().toLowerCase() ?? '';
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
