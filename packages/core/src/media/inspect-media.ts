import { fileTypeFromBuffer } from 'file-type/core';
import { inspectPicture } from './inspect-picture.ts';
import { inspectSound } from './inspect-sound.ts';
import { mediaTypeOfMime, type MediaType } from './media-types.ts';

export type MediaInspection =
  | { ok: true; type: MediaType; width?: number; height?: number; seconds?: number }
  /** None of the kinds we take (or a video, a picture of another kind). */
  | { ok: false; problem: 'unsupported' }
  /** Larger than `maxBytes` allows for its type. */
  | { ok: false; problem: 'too-large-file'; type: MediaType }
  /** Its first bytes say what it is, but the rest is not that: a length field past the end, a header that does not parse. */
  | { ok: false; problem: 'damaged'; reason: string }
  | { ok: false; problem: 'too-many-pixels'; width: number; height: number }
  | { ok: false; problem: 'too-long'; seconds: number };

/** What file-type names (by its extension) as the type of ours it is; containers that may hold video are sounds until music-metadata says otherwise. */
const FOUND_AS: Record<string, string> = {
  png: 'image/png',
  apng: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  ogv: 'audio/ogg',
  opus: 'audio/ogg',
  spx: 'audio/ogg',
  webm: 'audio/webm',
  mp4: 'audio/mp4',
  m4a: 'audio/mp4',
  m4b: 'audio/mp4',
  aac: 'audio/aac',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  flac: 'audio/flac',
};

/** Text that may be an SVG document: UTF-8 throughout, markup first, an svg element in it. The sanitiser decides the rest. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return /^\uFEFF?\s*</.test(text) && /<(?:[A-Za-z_][\w.-]*:)?svg[\s>/]/.test(text);
}

/**
 * What a file really is, read from its bytes and never from its name or declared type, and checked to its end: the
 * type (file-type), a picture's size (image-size; refused past MAX_PICTURE_SIDE or MAX_PICTURE_PIXELS), a sound's
 * tracks and duration (music-metadata; refused when it holds video or lasts past MAX_SOUND_SECONDS), and the
 * container's length fields against the file's real length. An SVG is only recognised here: the sanitiser reads it.
 */
export interface InspectOptions {
  /** Whether a type is wanted at all: one that is not is refused before it is read further. */
  accepts?: (type: MediaType) => boolean;
  /** The largest file of a type, checked before it is read further. */
  maxBytes?: (type: MediaType) => number;
}

export async function inspectMedia(bytes: Uint8Array, { accepts = () => true, maxBytes = () => Infinity }: InspectOptions = {}): Promise<MediaInspection> {
  if (bytes.length === 0) return { ok: false, problem: 'unsupported' };
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const svg = (!found || found.ext === 'xml') && looksLikeSvg(bytes);
  const type = svg ? mediaTypeOfMime('image/svg+xml') : found && mediaTypeOfMime(FOUND_AS[found.ext] ?? '');
  if (!type || !accepts(type)) return { ok: false, problem: 'unsupported' };
  if (bytes.length > maxBytes(type)) return { ok: false, problem: 'too-large-file', type };
  if (svg) return { ok: true, type };
  if (type.kind === 'picture') {
    const picture = inspectPicture(bytes, type);
    return picture.ok ? { ok: true, type, width: picture.width, height: picture.height } : picture;
  }
  const sound = await inspectSound(bytes, type);
  if (!sound.ok) return sound;
  return sound.seconds === undefined ? { ok: true, type } : { ok: true, type, seconds: sound.seconds };
}
