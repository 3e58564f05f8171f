import { describe, expect, it } from 'vitest';
import { initialKeyboardState } from './keyboard-slice';
import { KEYBOARD_KEY, readKeyboardState, writeKeyboardState } from './keyboard-storage';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === KEYBOARD_KEY ? value : null) });

describe('keyboard storage', () => {
  it('reads back what was written', () => {
    const kept = new Map<string, string>();
    const state = { order: 'usual' as const, learning: false, learned: { words: { juice: 3 }, pairs: { 'want juice': 3 } } };
    writeKeyboardState({ setItem: (key, value) => kept.set(key, value) }, state);
    expect(readKeyboardState({ getItem: (key) => kept.get(key) ?? null })).toEqual(state);
  });

  it('takes the default for what no longer fits, and for nothing or broken JSON', () => {
    expect(
      readKeyboardState(storageWith(JSON.stringify({ order: 'dvorak', learning: 'yes', learned: { words: { a: -1, b: 2, c: 'x' }, pairs: [] } }))),
    ).toEqual({
      order: 'abc',
      learning: true,
      learned: { words: { b: 2 }, pairs: {} },
    });
    expect(readKeyboardState(storageWith(null))).toEqual(initialKeyboardState());
    expect(readKeyboardState(storageWith('{'))).toEqual(initialKeyboardState());
    expect(readKeyboardState(undefined)).toEqual(initialKeyboardState());
  });
});
