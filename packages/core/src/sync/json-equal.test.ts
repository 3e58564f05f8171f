import { describe, expect, it } from 'vitest';
import { isPlainObject, jsonEqual } from './json-equal.ts';

describe('jsonEqual', () => {
  it.each([
    ['the same scalars', 1, 1, true],
    ['different scalars', 'a', 'b', false],
    ['a number and its string', 1, '1', false],
    ['null and an empty object', null, {}, false],
    ['objects with keys in another order', { a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, true],
    ['a key holding undefined and a missing key', { a: 1, b: undefined }, { a: 1 }, true],
    ['objects with one more key', { a: 1 }, { a: 1, b: 2 }, false],
    ['arrays in another order', [1, 2], [2, 1], false],
    ['arrays of another length', [1], [1, 1], false],
    ['an array and an object with its indices', [1], { 0: 1 }, false],
  ])('%s', (_name, a, b, equal) => {
    expect(jsonEqual(a, b)).toBe(equal);
    expect(jsonEqual(b, a)).toBe(equal);
  });

  it('tells plain objects from arrays, null and class instances', () => {
    expect([{}, Object.create(null), [], null, new Date(0), 'x'].map(isPlainObject)).toEqual([true, true, false, false, false, false]);
  });
});
