import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('base64', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foobar', 'Zm9vYmFy'],
    ['héllo wörld', 'aMOpbGxvIHfDtnJsZA=='],
  ])('encodes %j as %s and back', (plain, encoded) => {
    expect(encodeBase64(bytes(plain))).toBe(encoded);
    expect(new TextDecoder().decode(decodeBase64(encoded)!)).toBe(plain);
  });

  it('round-trips every byte value across chunk boundaries', () => {
    const data = Uint8Array.from({ length: 3 * 4096 + 7 }, (_, i) => (i * 31) % 256);
    expect(decodeBase64(encodeBase64(data))).toEqual(data);
  });

  it('skips whitespace and refuses other characters', () => {
    expect(new TextDecoder().decode(decodeBase64('Zm9v\nYmFy')!)).toBe('foobar');
    expect(decodeBase64('Zm9v*')).toBeNull();
    expect(decodeBase64('Zm9v\u00e9')).toBeNull();
  });
});
