import { ACCEPTED_MEDIA_DESCRIPTION, MEDIA_SIZE_LIMITS, MEDIA_TYPES, type MediaExtension } from './media-types.ts';
import { sniffMedia } from './sniff-media.ts';
import { sanitiseSvg } from './svg-sanitiser.ts';

export type PreparedUpload =
  | { ok: true; extension: MediaExtension; contentType: string; body: Buffer }
  | { ok: false; status: 413 | 415; message: string };

const MB = 1024 * 1024;

export const UNSUPPORTED_MEDIA_MESSAGE = `Unsupported file type: only ${ACCEPTED_MEDIA_DESCRIPTION} are accepted`;
export const MEDIA_TOO_LARGE_MESSAGE = `The file is too large: pictures may be at most ${MEDIA_SIZE_LIMITS.image / MB} MB and sounds at most ${MEDIA_SIZE_LIMITS.audio / MB} MB`;

/** Decides from the file's own bytes what it is, whether it may be kept, and what is stored (SVGs sanitised). */
export async function prepareUpload(content: Buffer): Promise<PreparedUpload> {
  const extension = sniffMedia(content);
  if (!extension) return { ok: false, status: 415, message: UNSUPPORTED_MEDIA_MESSAGE };
  const { contentType, kind } = MEDIA_TYPES[extension];
  if (content.length > MEDIA_SIZE_LIMITS[kind]) return { ok: false, status: 413, message: MEDIA_TOO_LARGE_MESSAGE };
  if (extension !== 'svg') return { ok: true, extension, contentType, body: content };
  const sanitised = await sanitiseSvg(content.toString('utf8'));
  if (!sanitised.ok) return { ok: false, status: 415, message: `The SVG picture cannot be accepted: ${sanitised.reason}` };
  return { ok: true, extension, contentType, body: Buffer.from(sanitised.svg, 'utf8') };
}
