import type { MediaExtension } from './media-types.ts';

/*
 * What an uploaded file really is, read from its first bytes only: the name and declared type a
 * client sends prove nothing. Containers that can hold video (Ogg, WebM, MP4) are accepted only
 * when they hold sound and no picture track.
 */

const ascii = (bytes: Buffer, at: number, text: string): boolean =>
  bytes.length >= at + text.length && bytes.toString('latin1', at, at + text.length) === text;

const startsWith = (bytes: Buffer, signature: number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** Indexes of every occurrence of `needle` in `bytes`. */
const occurrences = (bytes: Buffer, needle: string): number[] => {
  const found: number[] = [];
  for (let at = bytes.indexOf(needle, 0, 'latin1'); at !== -1; at = bytes.indexOf(needle, at + 1, 'latin1')) found.push(at);
  return found;
};

/** Ogg: the first packet of the first page names the codec; only Opus, Vorbis and FLAC sound are taken. */
const sniffOgg = (bytes: Buffer): MediaExtension | null => {
  const segments = bytes[26];
  if (segments === undefined) return null;
  const packet = 27 + segments;
  const isSound = ascii(bytes, packet, 'OpusHead') || ascii(bytes, packet, '\x01vorbis') || ascii(bytes, packet, '\x7fFLAC');
  return isSound ? 'ogg' : null;
};

const TRACKS_ID = Buffer.from([0x16, 0x54, 0xae, 0x6b]);
const CLUSTER_ID = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);

/**
 * WebM (Matroska): the EBML header must name the "webm" document type, and inside the Tracks
 * element (before the first Cluster of media data, so random audio bytes are never read as one)
 * every CodecID (element 0x86, then a one-byte size) must be a sound codec ("A_…").
 */
const sniffWebm = (bytes: Buffer): MediaExtension | null => {
  if (occurrences(bytes.subarray(0, 64), 'webm').length === 0) return null;
  const start = bytes.indexOf(TRACKS_ID);
  if (start === -1) return null;
  const clusterAt = bytes.indexOf(CLUSTER_ID, start);
  const tracks = bytes.subarray(start, clusterAt === -1 ? Math.min(bytes.length, start + 65536) : clusterAt);
  let sound = 0;
  for (let at = tracks.indexOf(0x86); at !== -1; at = tracks.indexOf(0x86, at + 1)) {
    const size = tracks[at + 1];
    if (size === undefined || (size & 0x80) === 0) continue;
    const codec = tracks.toString('latin1', at + 2, at + 2 + (size & 0x7f));
    if (/^V_[A-Z0-9/_.]+$/.test(codec)) return null;
    if (/^A_[A-Z0-9/_.]+$/.test(codec)) sound += 1;
  }
  return sound > 0 ? 'weba' : null;
};

/** MP4 family: every handler box names its track kind; sound ("soun") only, never a picture track. */
const sniffMp4 = (bytes: Buffer): MediaExtension | null => {
  const handlers = occurrences(bytes, 'hdlr').map((at) => bytes.toString('latin1', at + 12, at + 16));
  if (handlers.some((handler) => handler === 'vide' || handler === 'pict')) return null;
  return handlers.includes('soun') ? 'm4a' : null;
};

/** MP3 (MPEG Layer III) or ADTS (AAC) frame header at `at`. Layers I and II are not taken: a UTF-16 text's byte order mark looks like one. */
const sniffMpegFrame = (bytes: Buffer, at: number): MediaExtension | null => {
  const [b0, b1, b2] = [bytes[at], bytes[at + 1], bytes[at + 2]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return null;
  const layer = (b1 >> 1) & 0b11;
  if (layer === 0) return (b1 & 0xf6) === 0xf0 ? 'aac' : null;
  const version = (b1 >> 3) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  return layer === 0b01 && version !== 0b01 && bitrate !== 0b1111 && sampleRate !== 0b11 ? 'mp3' : null;
};

/** An ID3v2 tag (10-byte header, then a "syncsafe" size) comes before the first frame of many MP3s. */
const afterId3 = (bytes: Buffer): number => {
  if (!ascii(bytes, 0, 'ID3') || bytes.length < 10) return 0;
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  const footer = (bytes[5]! & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
};

/** Text that may be an SVG document: UTF-8, and the first thing in it is markup. The sanitiser decides. */
const looksLikeSvg = (bytes: Buffer): boolean => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return /^\uFEFF?\s*</.test(text) && /<(?:[A-Za-z_][\w.-]*:)?svg[\s>/]/.test(text);
};

/** The extension a file is stored under, or null when it is none of the accepted kinds. */
export function sniffMedia(bytes: Buffer): MediaExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  if (ascii(bytes, 0, 'OggS')) return sniffOgg(bytes);
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return sniffWebm(bytes);
  if (ascii(bytes, 4, 'ftyp')) return sniffMp4(bytes);
  const frame = sniffMpegFrame(bytes, afterId3(bytes));
  if (frame) return frame;
  return looksLikeSvg(bytes) ? 'svg' : null;
}
