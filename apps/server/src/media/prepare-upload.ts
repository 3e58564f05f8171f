import { inspectMedia, PICTURE_LIMIT_DESCRIPTION, sanitiseSvg, SOUND_LIMIT_DESCRIPTION } from '@tessera/core';
import { setImmediate } from 'node:timers/promises';
import { ACCEPTED_MEDIA_DESCRIPTION, MEDIA_SIZES_DESCRIPTION, UPLOAD_TYPES, type MediaExtension } from './media-types.ts';

export type PreparedUpload = { ok: true; extension: MediaExtension; contentType: string; body: Buffer } | { ok: false; status: 413 | 415; message: string };

export const UNSUPPORTED_MEDIA_MESSAGE = `Unsupported file type: only ${ACCEPTED_MEDIA_DESCRIPTION} are accepted`;
export const MEDIA_TOO_LARGE_MESSAGE = `The file is too large: ${MEDIA_SIZES_DESCRIPTION}`;
export const pictureTooLargeMessage = (width: number, height: number): string =>
  `The picture is too large: pictures may be ${PICTURE_LIMIT_DESCRIPTION} (this one is ${width} x ${height})`;
export const soundTooLongMessage = (seconds: number): string =>
  `The sound is too long: sounds may last ${SOUND_LIMIT_DESCRIPTION} (this one says ${Math.round(seconds)} seconds)`;
export const damagedMediaMessage = (reason: string): string => `The file cannot be accepted: ${reason}`;

// Other requests are answered between slices of a large SVG (see sanitiseSvg's pause).
const nextTurn = () => setImmediate();

/**
 * Decides from the file's own bytes, read to the end (core's inspectMedia), what it is, whether it may be kept, and
 * what is stored (SVGs sanitised). A picture too large to decode safely or a sound that lasts too long is 413 naming
 * the limit; one whose length fields lie is 415, as the client drops both for good.
 */
export async function prepareUpload(content: Buffer): Promise<PreparedUpload> {
  const inspected = await inspectMedia(content, { accepts: (type) => type.upload, maxBytes: (type) => UPLOAD_TYPES[type.extension]!.maxBytes });
  if (!inspected.ok) {
    if (inspected.problem === 'too-many-pixels') return { ok: false, status: 413, message: pictureTooLargeMessage(inspected.width, inspected.height) };
    if (inspected.problem === 'too-long') return { ok: false, status: 413, message: soundTooLongMessage(inspected.seconds) };
    if (inspected.problem === 'too-large-file') return { ok: false, status: 413, message: MEDIA_TOO_LARGE_MESSAGE };
    if (inspected.problem === 'damaged') return { ok: false, status: 415, message: damagedMediaMessage(inspected.reason) };
    return { ok: false, status: 415, message: UNSUPPORTED_MEDIA_MESSAGE };
  }
  const { extension } = inspected.type;
  const { contentType } = UPLOAD_TYPES[extension]!;
  if (extension !== 'svg') return { ok: true, extension, contentType, body: content };
  const sanitised = await sanitiseSvg(content.toString('utf8'), { pause: nextTurn });
  if (!sanitised.ok) {
    // Over the limits is "too large" in the client's terms (it drops the file either way); anything else is not an SVG we take.
    return { ok: false, status: sanitised.problem === 'too-complex' ? 413 : 415, message: `The SVG picture cannot be accepted: ${sanitised.reason}` };
  }
  return { ok: true, extension, contentType, body: Buffer.from(sanitised.svg, 'utf8') };
}
