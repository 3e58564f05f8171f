import { describe, expect, it } from 'vitest';
import { fontRoute } from './font-route';

const matches = (href: string) =>
  Boolean(
    fontRoute.match({
      url: new URL(href),
      sameOrigin: href.startsWith('https://tessera.test'),
      request: new Request(href),
      event: new Event('fetch'),
    } as never),
  );

describe('fontRoute', () => {
  it('keeps the font files of this server, and nothing else', () => {
    expect(matches('https://tessera.test/assets/noto-sans-sc-119-400-normal-Bx3q.woff2')).toBe(true);
    expect(matches('https://tessera.test/assets/noto-sans-sc-400-C1a2.css')).toBe(false);
    expect(matches('https://tessera.test/media/abc')).toBe(false);
    expect(matches('https://fonts.elsewhere.test/noto.woff2')).toBe(false);
  });
});
