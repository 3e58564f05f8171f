import { MEDIA_TYPES as KINDS, mediaTypeOfExtension } from '@tessera/core';

const MB = 1024 * 1024;

/**
 * The largest file of each type POST /api/media takes (the types and their extensions are core's one table).
 * Pictures: the web app sends at most an 800 x 800 PNG, but board screenshots and imported pictures can be larger,
 * so 20 MB. SVG drawings are parsed and rebuilt (about 0.15 s per MB on a small server), and a real drawing is rarely
 * above a few hundred KB, so 5 MB. Sounds are short recordings: 10 MB.
 */
const maxBytesOf = (extension: string): number => (extension === 'svg' ? 5 * MB : mediaTypeOfExtension(extension)?.kind === 'sound' ? 10 * MB : 20 * MB);

export const UPLOAD_TYPES = Object.fromEntries(
  KINDS.filter((type) => type.upload).map((type) => [type.extension, { contentType: type.mime, maxBytes: maxBytesOf(type.extension) }]),
) as Record<string, { contentType: string; maxBytes: number }>;

/** An extension files are stored under: of a type uploads take. */
export type MediaExtension = string;

/** The largest file of any type: what the upload reads at most before it knows the type. */
export const MEDIA_MAX_BYTES = Math.max(...Object.values(UPLOAD_TYPES).map((type) => type.maxBytes));

export const isMediaExtension = (value: string): value is MediaExtension => Object.hasOwn(UPLOAD_TYPES, value);

export const ACCEPTED_MEDIA_DESCRIPTION = 'pictures (PNG, JPEG, GIF, WebP, SVG) and sounds (Ogg, WebM, MP4/AAC, MP3, WAV)';

/** "The file is too large: …", from the sizes above. */
export const MEDIA_SIZES_DESCRIPTION = `pictures may be at most ${maxBytesOf('png') / MB} MB (SVG drawings ${maxBytesOf('svg') / MB} MB) and sounds at most ${maxBytesOf('wav') / MB} MB`;
