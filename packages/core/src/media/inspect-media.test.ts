import { describe, expect, it } from 'vitest';
import * as samples from '../testing/media-samples.ts';
import { inspectMedia } from './inspect-media.ts';

describe('inspectMedia', () => {
  it.each([
    ['a PNG', samples.png(), 'image/png', { width: 1, height: 1 }],
    ['a GIF', samples.gif(), 'image/gif', { width: 1, height: 1 }],
    ['a lossless WebP', samples.webp(), 'image/webp', { width: 1, height: 1 }],
    ['a lossy WebP', samples.webpLossy(), 'image/webp', { width: 3, height: 2 }],
    ['a JPEG', samples.jpeg(), 'image/jpeg', { width: 3, height: 2 }],
    ['a 4,000 x 4,000 PNG', samples.pngOfSize(4000, 4000), 'image/png', { width: 4000, height: 4000 }],
    ['an SVG', samples.svg(), 'image/svg+xml', {}],
    ['a WAV', samples.wav(), 'audio/wav', { seconds: 0.002 }],
    ['an Ogg Opus', samples.oggOpus(), 'audio/ogg', { seconds: 0.1 }],
    ["Chromium's WebM recording", samples.webmAudio(), 'audio/webm', {}],
    ["Chromium's MP4 recording", samples.m4a(), 'audio/mp4', {}],
    ['an MP3', samples.mp3(), 'audio/mpeg', {}],
    ['an MP3 with an ID3 tag', samples.mp3WithId3(), 'audio/mpeg', {}],
    ['raw AAC', samples.aac(), 'audio/aac', {}],
  ])('takes %s as %s', async (_name, file, mime, expected) => {
    const inspected = await inspectMedia(file);
    expect(inspected).toMatchObject({ ok: true, type: { mime }, ...expected });
  });

  it.each([
    ['20000 x 20000', samples.pngOfSize(20000, 20000)],
    ['5000 x 10', samples.pngOfSize(5000, 10)],
    ['4096 x 4096 (16.8 megapixels)', samples.pngOfSize(4096, 4096)],
  ])('refuses a PNG of %s: too many pixels to decode', async (_name, file) => {
    expect(await inspectMedia(file)).toMatchObject({ ok: false, problem: 'too-many-pixels' });
  });

  it('refuses a JPEG whose frame header says 30000 x 30000, and a GIF whose frame outgrows its 1 x 1 screen', async () => {
    expect(await inspectMedia(samples.jpegOfSize(30000, 30000))).toEqual({ ok: false, problem: 'too-many-pixels', width: 30000, height: 30000 });
    expect(await inspectMedia(samples.gifWithFrame(20000, 20000))).toEqual({ ok: false, problem: 'too-many-pixels', width: 20000, height: 20000 });
    expect(await inspectMedia(samples.gifWithFrame(2, 2))).toMatchObject({ ok: true, width: 1, height: 1 });
  });

  it('refuses files whose length fields say more than they hold', async () => {
    const cut = (file: Uint8Array, by: number) => file.subarray(0, file.length - by);
    for (const file of [
      samples.wav({ samples: 6, dataSize: 0x7fffffff }),
      samples.wav({ samples: 6, riffSize: 0xfffffff0 }),
      cut(samples.wav(), 4),
      samples.mp3WithId3([0x7f, 0x7f, 0x7f, 0x7f]),
      cut(samples.png(), 10),
      cut(samples.webp(), 3),
      cut(samples.gif(), 1),
      cut(samples.oggOpus(), 5),
    ]) {
      expect(await inspectMedia(file)).toMatchObject({ ok: false, problem: 'damaged' });
    }
  });

  it('refuses videos, other kinds and what it was not asked for', async () => {
    for (const file of Object.values(samples.refusedSamples())) expect(await inspectMedia(file)).toMatchObject({ ok: false });
    expect(await inspectMedia(samples.webmVideo())).toEqual({ ok: false, problem: 'unsupported' });
    expect(await inspectMedia(samples.mp4Video())).toEqual({ ok: false, problem: 'unsupported' });
    expect(await inspectMedia(samples.oggTheora())).toEqual({ ok: false, problem: 'unsupported' });
    expect(await inspectMedia(samples.png(), { accepts: (type) => type.kind === 'sound' })).toEqual({ ok: false, problem: 'unsupported' });
  });
});
