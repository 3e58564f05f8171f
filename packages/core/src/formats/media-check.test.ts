import { describe, expect, it } from 'vitest';
import * as samples from '../testing/media-samples.ts';
import { decodeBase64, encodeBase64 } from './base64.ts';
import { dataUrlBytes, dataUrlType, isWebUrl, mediaDataUrl } from './media-check.ts';

const text = (value: string) => new TextEncoder().encode(value);

describe('mediaDataUrl', () => {
  it('keeps a picture or a sound as a data URL of the type its bytes have, whatever it was called', async () => {
    expect(await mediaDataUrl(samples.png(), 'image', 1000)).toBe(`data:image/png;base64,${encodeBase64(samples.png())}`);
    expect(await mediaDataUrl(samples.webmAudio(), 'sound', 10_000)).toMatch(/^data:audio\/webm;base64,/);
    expect(await mediaDataUrl(samples.wav(), 'sound', 10_000)).toMatch(/^data:audio\/wav;base64,/);
  });

  it('refuses what is too large, empty, not a picture, or a sound where a picture goes', async () => {
    expect(await mediaDataUrl(samples.png(), 'image', 5)).toBeUndefined();
    expect(await mediaDataUrl(new Uint8Array(), 'image', 100)).toBeUndefined();
    expect(await mediaDataUrl(text('just text'), 'image', 100)).toBeUndefined();
    expect(await mediaDataUrl(samples.wav(), 'image', 10_000)).toBeUndefined();
    expect(await mediaDataUrl(samples.png(), 'sound', 10_000)).toBeUndefined();
  });

  it('refuses pictures too large to decode and sounds whose header lies about their size, as uploads are', async () => {
    expect(await mediaDataUrl(samples.pngOfSize(20000, 20000), 'image', 10_000)).toBeUndefined();
    expect(await mediaDataUrl(samples.gifWithFrame(20000, 20000), 'image', 10_000)).toBeUndefined();
    expect(await mediaDataUrl(samples.wav({ samples: 6, dataSize: 0x7fffffff }), 'sound', 10_000)).toBeUndefined();
    expect(await mediaDataUrl(samples.webmVideo(), 'sound', 10_000)).toBeUndefined();
  });

  it('takes the script out of an SVG', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1" onclick="x()"/></svg>';
    const url = await mediaDataUrl(text(svg), 'image', 10_000);
    const kept = new TextDecoder().decode(decodeBase64(url!.split(',')[1]!)!);
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(kept).toContain('<rect');
    expect(kept).not.toMatch(/script|onclick/);
  });
});

describe('dataUrlBytes, dataUrlType and isWebUrl', () => {
  it('reads base64 and percent-encoded data URLs', () => {
    expect(dataUrlBytes('data:text/plain;base64,Zm9v')).toEqual(text('foo'));
    expect(dataUrlBytes('data:image/svg+xml,%3Csvg%2F%3E')).toEqual(text('<svg/>'));
    expect(dataUrlBytes('https://example.com/a.png')).toBeNull();
    expect(dataUrlType('data:Image/PNG;base64,AAAA')).toBe('image/png');
    expect(dataUrlType('https://example.com/a.png')).toBe('');
  });

  it.each([
    ['https://example.com/a.png', true],
    ['http://example.com/a b.png', false],
    ['javascript:alert(1)', false],
    ['/symbols/a.svg', false],
  ])('%s is a web URL: %s', (src, expected) => {
    expect(isWebUrl(src)).toBe(expected);
  });
});
