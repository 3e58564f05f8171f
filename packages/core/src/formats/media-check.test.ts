import { describe, expect, it } from 'vitest';
import { decodeBase64 } from './base64.ts';
import { dataUrlBytes, isWebUrl, mediaDataUrl, sniffMediaType } from './media-check.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffMediaType', () => {
  it.each([
    [PNG, 'image', 'image/png'],
    [Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), 'image', 'image/jpeg'],
    [text('GIF89a....'), 'image', 'image/gif'],
    [text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image', 'image/svg+xml'],
    [text('<html><script>alert(1)</script></html>'), 'image', undefined],
    [text('ID3....'), 'sound', 'audio/mpeg'],
    [text('OggS....'), 'sound', 'audio/ogg'],
    [PNG, 'sound', undefined],
  ] as const)('%#: reads the real type', (bytes, kind, type) => {
    expect(sniffMediaType(bytes, kind)).toBe(type);
  });
});

describe('mediaDataUrl', () => {
  it('keeps a picture as a data URL of its real type', async () => {
    expect(await mediaDataUrl(PNG, 'image', 100)).toBe('data:image/png;base64,iVBORw0KGgoAAAAN');
  });

  it('refuses what is too large, empty, or not a picture', async () => {
    expect(await mediaDataUrl(PNG, 'image', 5)).toBeUndefined();
    expect(await mediaDataUrl(new Uint8Array(), 'image', 100)).toBeUndefined();
    expect(await mediaDataUrl(text('just text'), 'image', 100)).toBeUndefined();
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

describe('dataUrlBytes and isWebUrl', () => {
  it('reads base64 and percent-encoded data URLs', () => {
    expect(dataUrlBytes('data:text/plain;base64,Zm9v')).toEqual(text('foo'));
    expect(dataUrlBytes('data:image/svg+xml,%3Csvg%2F%3E')).toEqual(text('<svg/>'));
    expect(dataUrlBytes('https://example.com/a.png')).toBeNull();
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
