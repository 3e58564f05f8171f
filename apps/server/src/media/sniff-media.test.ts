import { describe, expect, it } from 'vitest';
import * as samples from '../../test/helpers/media-samples.ts';
import { sniffMedia } from './sniff-media.ts';

describe('sniffMedia', () => {
  it.each([
    ['png', samples.png()],
    ['jpg', samples.jpeg()],
    ['gif', samples.gif()],
    ['webp', samples.webp()],
    ['wav', samples.wav()],
    ['ogg', samples.oggOpus()],
    ['ogg', samples.oggVorbis()],
    ['weba', samples.webmAudio()],
    ['m4a', samples.m4a()],
    ['mp3', samples.mp3()],
    ['mp3', samples.mp3WithId3()],
    ['aac', samples.aac()],
    ['svg', samples.svg()],
    ['svg', Buffer.from('\uFEFF  <!-- x --><svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>')],
  ])('recognises %s', (extension, file) => {
    expect(sniffMedia(file)).toBe(extension);
  });

  it.each(Object.entries(samples.refusedSamples))('refuses %s', (_name, file) => {
    expect(sniffMedia(file)).toBeNull();
  });

  it('reads the bytes, not the name: a PNG renamed song.mp3 is a PNG, a script renamed photo.png is nothing', () => {
    expect(sniffMedia(samples.png())).toBe('png');
    expect(sniffMedia(Buffer.from('alert(document.cookie)'))).toBeNull();
  });

  it('does not take UTF-16 text for MPEG audio', () => {
    expect(sniffMedia(Buffer.from('\uFEFFhello', 'utf16le'))).toBeNull();
  });

  it('refuses text that is not UTF-8 even if it mentions svg', () => {
    expect(sniffMedia(Buffer.concat([Buffer.from('<svg>'), Buffer.from([0xff, 0xfe, 0x00])]))).toBeNull();
  });

  it('does not mistake audio data for a video track in a WebM file', () => {
    // A "V_" codec id after the first Cluster is media data, not a track.
    const file = Buffer.concat([samples.webmAudio(), Buffer.from([0x86, 0x85]), Buffer.from('V_VP8')]);
    expect(sniffMedia(file)).toBe('weba');
  });
});
