/** The two orders the keyboard board's letters come in: the alphabet's, or the language's usual keyboard. */
export const KEYBOARD_ORDERS = ['abc', 'usual'] as const;
export type KeyboardOrder = (typeof KEYBOARD_ORDERS)[number];
