import { describe, expect, it } from 'vitest';
import { SVG_LIMITS } from './svg-limits.ts';
import { sanitiseSvg } from './svg-sanitiser.ts';

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">';
const nested = (depth: number, element = 'g') => `${SVG_OPEN}${`<${element}>`.repeat(depth - 1)}${`</${element}>`.repeat(depth - 1)}</svg>`;

describe('sanitiseSvg limits', () => {
  it('are 256 levels, 20,000 elements and 100,000 attributes', () => {
    expect(SVG_LIMITS).toEqual({ maxDepth: 256, maxElements: 20_000, maxAttributes: 100_000 });
  });

  it('keeps a picture nested 256 levels deep, the root included', async () => {
    const result = await sanitiseSvg(nested(256));
    expect(result.ok).toBe(true);
  });

  it.each([
    ['one level too deep', nested(257)],
    ['60,000 nested groups', nested(60_000)],
    ['60,000 nested groups never closed', `${SVG_OPEN}${'<g>'.repeat(60_000)}`],
    ['deep nesting inside a dropped element', `${SVG_OPEN}<foreignObject>${'<div>'.repeat(300)}${'</div>'.repeat(300)}</foreignObject></svg>`],
  ])('refuses %s as too complex', async (_name, source) => {
    expect(await sanitiseSvg(source)).toEqual({
      ok: false,
      problem: 'too-complex',
      reason: 'The SVG picture is nested too deeply: at most 256 levels are accepted',
    });
  });

  it('refuses more elements than the limit, counting dropped ones', async () => {
    const limits = { ...SVG_LIMITS, maxElements: 100 };
    expect(await sanitiseSvg(`${SVG_OPEN}${'<rect/>'.repeat(99)}</svg>`, { limits })).toMatchObject({ ok: true });
    expect(await sanitiseSvg(`${SVG_OPEN}${'<script/>'.repeat(100)}</svg>`, { limits })).toEqual({
      ok: false,
      problem: 'too-complex',
      reason: 'The SVG picture has too many elements: at most 100 are accepted',
    });
    expect(await sanitiseSvg(`${SVG_OPEN}${'<rect/>'.repeat(20_000)}</svg>`)).toMatchObject({
      ok: false,
      reason: 'The SVG picture has too many elements: at most 20,000 are accepted',
    });
  });

  it('refuses more attributes than the limit, namespace declarations and removed ones included', async () => {
    const limits = { ...SVG_LIMITS, maxAttributes: 10 };
    // The root carries xmlns and viewBox: 2 + 4 x 2 = 10.
    expect(await sanitiseSvg(`${SVG_OPEN}${'<rect x="1" onclick="a()"/>'.repeat(4)}</svg>`, { limits })).toMatchObject({ ok: true });
    expect(await sanitiseSvg(`${SVG_OPEN}${'<rect x="1" onclick="a()"/>'.repeat(4)}<g id="x"/></svg>`, { limits })).toEqual({
      ok: false,
      problem: 'too-complex',
      reason: 'The SVG picture has too many attributes: at most 10 are accepted',
    });
  });

  it('removes a style left open by a flood of comment openers, reading it once', async () => {
    // No comment is ever closed: a lazy comment regex rescans to the end from each of the 200,000 openers.
    const flood = '/* '.repeat(200_000);
    const result = await sanitiseSvg(`${SVG_OPEN}<style>${flood}</style><rect style="fill:red;${flood}" width="1"/></svg>`);
    expect(result).toMatchObject({
      ok: true,
      svg: '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><rect width="1"></rect></svg>',
    });
  });

  it('says why a broken document is refused, as invalid', async () => {
    expect(await sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toMatchObject({ ok: false, problem: 'invalid' });
  });
});
