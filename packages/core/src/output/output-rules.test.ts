import { describe, expect, it } from 'vitest';
import { groupOutputBySound, joinOutputPhrase, tileSpeechText } from './output-rules.ts';
import { makeTile } from '../testing/fixtures.ts';

describe('output rules', () => {
  it('speaks the vocalization, else the label', () => {
    expect(tileSpeechText({ label: 'eat', vocalization: 'I want to eat' })).toBe('I want to eat');
    expect(tileSpeechText({ label: 'eat', vocalization: ' ' })).toBe('eat');
    expect(tileSpeechText({})).toBe('');
  });

  it('groups consecutive tiles by whether they have a sound', () => {
    const tiles = [makeTile('a'), makeTile('b'), makeTile('s1', { sound: 'x.ogg' }), makeTile('s2', { sound: 'y.ogg' }), makeTile('c')];
    expect(groupOutputBySound(tiles).map((g) => [g.kind, g.tiles.map((t) => t.id)])).toEqual([
      ['text', ['a', 'b']],
      ['sound', ['s1', 's2']],
      ['text', ['c']],
    ]);
    expect(groupOutputBySound([])).toEqual([]);
  });

  it('joins the output with spaces', () => {
    expect(joinOutputPhrase([makeTile('1', { label: 'I' }), makeTile('2', { label: 'want', vocalization: 'want' }), makeTile('3', { label: '' })])).toBe(
      'I want',
    );
  });

  it("glues '+' actions to the previous word without a space", () => {
    const tiles = [
      makeTile('1', { label: 'cat' }),
      makeTile('2', { label: 's', action: '+s' }),
      makeTile('3', { label: 'run' }),
      makeTile('4', { label: 'ing', action: '+' }),
    ];
    expect(joinOutputPhrase(tiles)).toBe('cats runing');
  });
});
