import { KEYBOARD_ORDERS, type KeyboardOrder } from '@tessera/core';
import { initialKeyboardState, type KeyboardState } from './keyboard-slice';

/** The keyboard board's state on this device (its own key: the first board's script does not read it). */
export const KEYBOARD_KEY = 'tessera.keyboard';

const counts = (value: unknown): Record<string, number> => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] > 0));
};

/** What was kept, read back over the defaults: a value that no longer fits takes its default. */
export function readKeyboardState(storage: Pick<Storage, 'getItem'> | undefined): KeyboardState {
  const fallback = initialKeyboardState();
  let saved: Record<string, unknown>;
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEYBOARD_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return fallback;
    saved = value as Record<string, unknown>;
  } catch {
    return fallback;
  }
  const learned = (saved.learned ?? {}) as Record<string, unknown>;
  return {
    order: KEYBOARD_ORDERS.includes(saved.order as KeyboardOrder) ? (saved.order as KeyboardOrder) : fallback.order,
    learning: typeof saved.learning === 'boolean' ? saved.learning : fallback.learning,
    learned: { words: counts(learned.words), pairs: counts(learned.pairs) },
  };
}

export function writeKeyboardState(storage: Pick<Storage, 'setItem'> | undefined, state: KeyboardState): void {
  try {
    storage?.setItem(KEYBOARD_KEY, JSON.stringify(state));
  } catch {
    // A full or blocked storage: what was learned stays for this session.
  }
}
