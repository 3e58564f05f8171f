import { describe, expect, it } from 'vitest';
import { SVG_SLICE_LENGTH, sanitiseSvg } from './svg-sanitiser.ts';

describe('sanitiseSvg in slices', () => {
  it('gives the same picture when it pauses between slices, whatever falls on a slice boundary', async () => {
    // Emoji (two UTF-16 units), CR LF, entities and tags land across boundaries at every offset.
    const body = Array.from({ length: 4000 }, (_, i) => `<text x="${i}">😀\r\n&amp;${'é'.repeat(i % 7)}</text><rect onclick="x()" width="${i}"/>`).join('');
    const source = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}<script>alert(1)</script></svg>`;
    expect(source.length).toBeGreaterThan(4 * SVG_SLICE_LENGTH);
    let pauses = 0;
    const paused = await sanitiseSvg(source, { pause: async () => void (pauses += 1) });
    const whole = await sanitiseSvg(source);
    expect(paused).toEqual(whole);
    expect(pauses).toBe(Math.ceil(source.length / SVG_SLICE_LENGTH) - 1);
    expect(whole.ok && whole.svg).toContain('<text x="3999">😀\n&amp;');
    expect(whole.ok && whole.svg).not.toMatch(/onclick|script/);
  });

  it('stops reading at the first refusal: no pause after it', async () => {
    const source = `<svg xmlns="http://www.w3.org/2000/svg"><!DOCTYPE x>${' '.repeat(10 * SVG_SLICE_LENGTH)}</svg>`;
    let pauses = 0;
    const result = await sanitiseSvg(source, { pause: async () => void (pauses += 1) });
    expect(result.ok).toBe(false);
    expect(pauses).toBe(0);
  });
});
