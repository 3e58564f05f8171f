/*
 * The media samples of core's tests (packages/core/src/testing/media-samples.ts) as Buffers, as the server's tests
 * send and compare them.
 */
import * as core from '@tessera/core/testing/media-samples';

const buffer =
  <A extends unknown[]>(make: (...args: A) => Uint8Array) =>
  (...args: A): Buffer =>
    Buffer.from(make(...args));

export const png = buffer(core.png);
export const pngOfSize = buffer(core.pngOfSize);
export const gif = buffer(core.gif);
export const gifWithFrame = buffer(core.gifWithFrame);
export const webp = buffer(core.webp);
export const jpeg = buffer(core.jpeg);
export const jpegOfSize = buffer(core.jpegOfSize);
export const wav = buffer(core.wav);
export const oggOpus = buffer(core.oggOpus);
export const webmAudio = buffer(core.webmAudio);
export const m4a = buffer(core.m4a);
export const mp3 = buffer(core.mp3);
export const mp3WithId3 = buffer(core.mp3WithId3);
export const aac = buffer(core.aac);
export const svg = buffer(core.svg);

/** Files that are none of the accepted kinds, some pretending to be; a BMP too, which only imports take. */
export const refusedSamples: Record<string, Buffer> = Object.fromEntries(
  Object.entries({ ...core.refusedSamples(), 'a BMP picture': core.bytes('BM', [58, 0, 0, 0], new Uint8Array(52)) }).map(([name, file]) => [
    name,
    Buffer.from(file),
  ]),
);
