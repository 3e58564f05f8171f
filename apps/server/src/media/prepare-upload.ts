import { sanitiseSvg } from '@tessera/core';
import { setImmediate } from 'node:timers/promises';
import { ACCEPTED_MEDIA_DESCRIPTION, MEDIA_SIZES_DESCRIPTION, MEDIA_TYPES, type MediaExtension } from './media-types.ts';
import { sniffMedia } from './sniff-media.ts';

export type PreparedUpload =
  | { ok: true; extension: MediaExtension; contentType: string; body: Buffer }
  | { ok: false; status: 413 | 415; message: string };

export const UNSUPPORTED_MEDIA_MESSAGE = `Unsupported file type: only ${ACCEPTED_MEDIA_DESCRIPTION} are accepted`;
export const MEDIA_TOO_LARGE_MESSAGE = `The file is too large: ${MEDIA_SIZES_DESCRIPTION}`;

// Other requests are answered between slices of a large SVG (see sanitiseSvg's pause).
const nextTurn = () => setImmediate();

/** Decides from the file's own bytes what it is, whether it may be kept, and what is stored (SVGs sanitised). */
export async function prepareUpload(content: Buffer): Promise<PreparedUpload> {
  const extension = sniffMedia(content);
  if (!extension) return { ok: false, status: 415, message: UNSUPPORTED_MEDIA_MESSAGE };
  const { contentType, maxBytes } = MEDIA_TYPES[extension];
  if (content.length > maxBytes) return { ok: false, status: 413, message: MEDIA_TOO_LARGE_MESSAGE };
  if (extension !== 'svg') return { ok: true, extension, contentType, body: content };
  const sanitised = await sanitiseSvg(content.toString('utf8'), { pause: nextTurn });
  if (!sanitised.ok) {
    // Over the limits is "too large" in the client's terms (it drops the file either way); anything else is not an SVG we take.
    return { ok: false, status: sanitised.problem === 'too-complex' ? 413 : 415, message: `The SVG picture cannot be accepted: ${sanitised.reason}` };
  }
  return { ok: true, extension, contentType, body: Buffer.from(sanitised.svg, 'utf8') };
}
