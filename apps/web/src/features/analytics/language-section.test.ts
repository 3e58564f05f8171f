import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { plainText } from './language-section';

describe('a catalogue text as plain words', () => {
  it('reads a text as it is, and a precompiled one (the build’s) back to its words', () => {
    expect(plainText('ice cream')).toBe('ice cream');
    expect(plainText(parse('ice cream'))).toBe('ice cream');
    expect(plainText(undefined)).toBe('');
  });
});
