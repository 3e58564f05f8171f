/*
 * Small files of every kind the media upload meets, built byte by byte after each format's layout:
 * the first bytes are what sniffing reads, so they follow the real structures.
 */

const bytes = (...parts: (string | number[] | Buffer)[]): Buffer =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

const u32be = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const u32le = (value: number) => [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff];
const u16le = (value: number) => [value & 0xff, (value >>> 8) & 0xff];

/** A 1 x 1 PNG. */
export const png = (): Buffer => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A 1 x 1 GIF. */
export const gif = (): Buffer => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A 1 x 1 lossless WebP. */
export const webp = (): Buffer => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
/** The start of a JFIF JPEG (APP0 segment), some data, and the end marker. */
export const jpeg = (): Buffer => bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0], Buffer.alloc(64, 0x11), [0xff, 0xd9]);

/** Mono 8 kHz 16-bit PCM WAV with a few samples. */
export const wav = (): Buffer => {
  const data = Buffer.alloc(32);
  const fmt = bytes('fmt ', u32le(16), u16le(1), u16le(1), u32le(8000), u32le(16000), u16le(2), u16le(16));
  return bytes('RIFF', u32le(4 + fmt.length + 8 + data.length), 'WAVE', fmt, 'data', u32le(data.length), data);
};

/** One Ogg page whose only packet is `packet` (the first packet names the codec). */
const oggPage = (packet: Buffer): Buffer =>
  bytes('OggS', [0, 2], Buffer.alloc(8), u32le(0x1234), u32le(0), u32le(0), [1, packet.length], packet);
export const oggOpus = (): Buffer => bytes(oggPage(bytes('OpusHead', [1, 1], u16le(312), u32le(48000), u16le(0), [0])), Buffer.alloc(40, 7));
export const oggVorbis = (): Buffer => oggPage(bytes([1], 'vorbis', u32le(0), [1], u32le(44100), Buffer.alloc(13)));
export const oggTheora = (): Buffer => oggPage(bytes([0x80], 'theora', Buffer.alloc(35)));

/** EBML element: id bytes, a one-byte size, the content. */
const ebml = (id: number[], content: Buffer): Buffer => bytes(id, [0x80 | content.length], content);
const matroska = (codecs: string[]): Buffer =>
  bytes(
    ebml([0x1a, 0x45, 0xdf, 0xa3], bytes(ebml([0x42, 0x82], bytes('webm')), ebml([0x42, 0x87], bytes([4])))),
    [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
    ebml([0x16, 0x54, 0xae, 0x6b], Buffer.concat(codecs.map((codec, index) => ebml([0xae], bytes(ebml([0xd7], bytes([index + 1])), ebml([0x86], bytes(codec))))))),
    [0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
    Buffer.alloc(64, 0x42),
  );
/** What a browser's MediaRecorder makes for audio: WebM with one Opus track. */
export const webmAudio = (): Buffer => matroska(['A_OPUS']);
export const webmVideo = (): Buffer => matroska(['V_VP8', 'A_OPUS']);

/** ISO BMFF box. */
const box = (type: string, content: Buffer): Buffer => bytes(u32be(8 + content.length), type, content);
const hdlr = (handler: string) => box('hdlr', bytes(u32be(0), u32be(0), handler, Buffer.alloc(12), [0]));
const isoFile = (brand: string, handlers: string[]) =>
  bytes(
    box('ftyp', bytes(brand, u32be(0), brand, 'isom')),
    box('moov', Buffer.concat(handlers.map((handler) => box('trak', box('mdia', hdlr(handler)))))),
    box('mdat', Buffer.alloc(32, 3)),
  );
export const m4a = (): Buffer => isoFile('M4A ', ['soun']);
export const mp4Video = (): Buffer => isoFile('isom', ['vide', 'soun']);
export const heic = (): Buffer => isoFile('heic', ['pict']);

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz frames. */
const mp3Frames = () => bytes([0xff, 0xfb, 0x90, 0x64], Buffer.alloc(413), [0xff, 0xfb, 0x90, 0x64], Buffer.alloc(413));
export const mp3 = (): Buffer => mp3Frames();
export const mp3WithId3 = (): Buffer => bytes('ID3', [3, 0, 0], [0, 0, 0, 20], Buffer.alloc(20), mp3Frames());
/** ADTS (raw AAC) frame header. */
export const aac = (): Buffer => bytes([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc], Buffer.alloc(9));

export const svg = (inner = '<circle cx="5" cy="5" r="4" fill="red"/>'): Buffer =>
  Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`);

/** Files that are none of the accepted kinds, some pretending to be. */
export const refusedSamples: Record<string, Buffer> = {
  'a PDF': bytes('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
  'a Windows program': bytes('MZ', Buffer.alloc(58), u32le(64), 'PE\0\0'),
  'a ZIP archive': bytes('PK', [3, 4], Buffer.alloc(26)),
  'an HTML page': bytes('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  'a PHP script': bytes('<?php system($_GET["c"]); ?>'),
  'plain text': bytes('just some words'),
  'a BMP picture': bytes('BM', u32le(58), Buffer.alloc(52)),
  'a TIFF picture': bytes('II*\0', u32le(8), Buffer.alloc(16)),
  'an AVI video': bytes('RIFF', u32le(100), 'AVI LIST', Buffer.alloc(16)),
  'an Ogg Theora video': oggTheora(),
  'a WebM video': webmVideo(),
  'an MP4 video': mp4Video(),
  'a HEIC picture': heic(),
  'an empty file': Buffer.alloc(0),
};
