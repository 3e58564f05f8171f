/*
 * What a file's own length fields say, walked from the first byte to the last: a file whose parts claim more bytes
 * than it has (or a container whose size is not its real one) is refused, as decoders read such fields to size
 * their buffers. Only the framing is read here; what the parts hold is for image-size and music-metadata.
 */

const ascii = (bytes: Uint8Array, at: number, length: number): string => String.fromCharCode(...bytes.subarray(at, at + length));
const u16le = (bytes: Uint8Array, at: number): number => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32le = (bytes: Uint8Array, at: number): number => (u16le(bytes, at) | (u16le(bytes, at + 2) << 16)) >>> 0;
const u32be = (bytes: Uint8Array, at: number): number =>
  (((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)) >>> 0;

/** A problem with the framing, or null when every length agrees with the file. */
export type FramingProblem = string | null;

/** RIFF (WAV, WebP): the size after "RIFF" is the rest of the file (a pad byte aside), and every chunk fits in it. */
export function riffFraming(bytes: Uint8Array): FramingProblem {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF') return 'it is not a RIFF file';
  const end = 8 + u32le(bytes, 4);
  if (end > bytes.length) return `its header says it holds ${end} bytes, but it has ${bytes.length}`;
  if (bytes.length > end + 1) return `its header says it holds ${end} bytes, but it has ${bytes.length}`;
  for (let at = 12; at < end;) {
    if (at + 8 > end) return 'it ends inside a chunk header';
    const next = at + 8 + u32le(bytes, at + 4);
    if (next > end) return `its "${ascii(bytes, at, 4).trim()}" chunk says it holds more bytes than the file has`;
    at = next + (next % 2);
  }
  return null;
}

/** PNG: chunk after chunk (length, type, data, checksum), each within the file, up to the closing IEND. */
export function pngFraming(bytes: Uint8Array): FramingProblem {
  for (let at = 8; ;) {
    if (at + 12 > bytes.length) return 'it ends before its closing chunk';
    const type = ascii(bytes, at + 4, 4);
    const next = at + 12 + u32be(bytes, at);
    if (next > bytes.length) return `its "${type}" chunk says it holds more bytes than the file has`;
    if (type === 'IEND') return null;
    at = next;
  }
}

/** The rectangle a GIF frame covers, counted from the top left of the picture. */
export interface GifFrame {
  right: number;
  bottom: number;
}

/**
 * GIF: the screen descriptor, then extensions and frames (each a run of sub-blocks) up to the trailer. Browsers
 * grow the picture to hold a first frame larger than the screen it declares, so every frame's extent is answered
 * for the caller to check, not only the screen's.
 */
export function gifFrames(bytes: Uint8Array): { frames: GifFrame[] } | { problem: string } {
  const frames: GifFrame[] = [];
  const colourTable = (flags: number): number => ((flags & 0x80) !== 0 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const subBlocks = (from: number): number => {
    let at = from;
    while (at < bytes.length && bytes[at] !== 0) at += 1 + (bytes[at] ?? 0);
    return at + 1;
  };
  let at = 13 + colourTable(bytes[10] ?? 0);
  while (at < bytes.length) {
    const introducer = bytes[at];
    if (introducer === 0x3b) return { frames };
    if (introducer === 0x21) at = subBlocks(at + 2);
    else if (introducer === 0x2c) {
      if (at + 10 > bytes.length) break;
      frames.push({ right: u16le(bytes, at + 1) + u16le(bytes, at + 5), bottom: u16le(bytes, at + 3) + u16le(bytes, at + 7) });
      at = subBlocks(at + 10 + colourTable(bytes[at + 9] ?? 0) + 1);
    } else return { problem: 'it holds a block GIF does not have' };
  }
  return { problem: 'it ends before its trailer' };
}
