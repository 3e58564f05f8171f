import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { precompiledMessagesPlugin } from './precompiled-messages-plugin';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = precompiledMessagesPlugin().transform as unknown as Transform;

describe('messages compiled at build time', () => {
  it('turns a catalogue into syntax trees that format as the text did, plurals and arguments included', () => {
    const catalogue = { 'sync.waiting': '{count, plural, one {# change is} other {# changes are}} waiting.', 'board.name': 'Home' };
    const compiled = JSON.parse(transform(JSON.stringify(catalogue), '/repo/apps/web/src/lib/i18n/messages/en.json')?.code ?? '{}') as Record<string, unknown>;
    expect(Array.isArray(compiled['board.name'])).toBe(true);
    expect(new IntlMessageFormat(compiled['sync.waiting'] as never, 'en').format({ count: 3 })).toBe('3 changes are waiting.');
    expect(new IntlMessageFormat(compiled['board.name'] as never, 'en').format()).toBe('Home');
  });

  it('compiles the built-in boards’ words too, and leaves other JSON alone', () => {
    expect(transform('{"tessera.board.root":"Home"}', '/repo/packages/content/src/messages/en.json')).not.toBeNull();
    expect(transform('{"name":"x"}', '/repo/apps/web/public/manifest.json')).toBeNull();
  });

  it('refuses a catalogue with broken message syntax, so a build never ships it', () => {
    expect(() => transform('{"x":"{count, plural, one {#"}', '/repo/apps/web/src/lib/i18n/messages/es.json')).toThrow();
  });
});
