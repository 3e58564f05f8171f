import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutTopLevelMember } from './top-level-member.ts';

const KEYS = ['a', 'email', 'author', 'b', 'tiles', 'z'];

/** Compact JSON of `object` with its keys in KEYS order, as a serialiser writes it. */
const inOrder = (object: Record<string, unknown>): string =>
  JSON.stringify(Object.fromEntries(KEYS.filter((key) => key in object).map((key) => [key, object[key]])));

describe('withoutTopLevelMember', () => {
  it('takes out a first, middle or last member with its comma', () => {
    expect(withoutTopLevelMember('{"email":"x","b":1}', 'email', KEYS)).toBe('{"b":1}');
    expect(withoutTopLevelMember('{"a":1,"email":"x","b":1}', 'email', KEYS)).toBe('{"a":1,"b":1}');
    expect(withoutTopLevelMember('{"a":1,"email":"x"}', 'email', KEYS)).toBe('{"a":1}');
    expect(withoutTopLevelMember('{"email":"x"}', 'email', KEYS)).toBe('{}');
  });

  it('answers the text as it is when the member is not there, without reading past where it would be', () => {
    expect(withoutTopLevelMember('{"a":1,"b":2}', 'email', KEYS)).toBe('{"a":1,"b":2}');
    expect(withoutTopLevelMember('{}', 'email', KEYS)).toBe('{}');
    // "b" comes after "email": the rest is not read, broken or not.
    expect(withoutTopLevelMember('{"a":1,"b":[not json', 'email', KEYS)).toBe('{"a":1,"b":[not json');
  });

  it('reads strings with escaped quotes and backslashes, and nested values, as values', () => {
    expect(withoutTopLevelMember('{"a":"say \\"email\\":\\\\","email":"x\\"y","b":1}', 'email', KEYS)).toBe('{"a":"say \\"email\\":\\\\","b":1}');
    expect(withoutTopLevelMember('{"a":{"email":"no"},"email":"x"}', 'email', KEYS)).toBe('{"a":{"email":"no"}}');
  });

  it('answers undefined for text not of the expected shape', () => {
    expect(withoutTopLevelMember('[1]', 'email', KEYS)).toBeUndefined();
    expect(withoutTopLevelMember('{"unknown":1,"email":"x"}', 'email', KEYS)).toBeUndefined();
    expect(withoutTopLevelMember('{"a": 1}', 'email', KEYS)).toBeUndefined();
    expect(withoutTopLevelMember('{"a":"never closed', 'email', KEYS)).toBeUndefined();
  });

  it('matches taking the key out of the object, for any values', () => {
    const value = fc.oneof(fc.string({ unit: 'binary' }), fc.integer(), fc.boolean(), fc.constant(null), fc.jsonValue());
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...KEYS), value), fc.constantFrom('email', 'author'), (object, key) => {
        const { [key]: _removed, ...rest } = object;
        expect(withoutTopLevelMember(inOrder(object), key, KEYS)).toBe(inOrder(rest));
      }),
      { numRuns: 500 },
    );
  });
});
