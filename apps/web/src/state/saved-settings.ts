import {
  DWELL_TIME_MAX_MS,
  DWELL_TIME_MIN_MS,
  FONT_FAMILIES,
  LABEL_POSITIONS,
  MAX_URL_LENGTH,
  NAVIGATION_BUTTON_STYLES,
  SCANNER_STRATEGIES,
  SIZES,
} from '@tessera/core';

// Settings whose value must be one of a list, and numbers with a rule of their own (core's schemas say the same;
// saved-settings.test.ts checks that both agree). Every other setting must have its default's type.
const CHOICES: Readonly<Record<string, readonly unknown[]>> = {
  uiSize: SIZES,
  fontSize: SIZES,
  fontFamily: FONT_FAMILIES,
  labelPosition: LABEL_POSITIONS,
  navigationButtonsStyle: NAVIGATION_BUTTON_STYLES,
  strategy: SCANNER_STRATEGIES,
};
const NUMBER_RULES: Readonly<Record<string, (value: number) => boolean>> = {
  delay: (value) => Number.isInteger(value) && value > 0,
  dwellTime: (value) => Number.isInteger(value) && value >= DWELL_TIME_MIN_MS && value <= DWELL_TIME_MAX_MS,
  pitch: (value) => value >= 0 && value <= 2,
  rate: (value) => value >= 0 && value <= 2,
  volume: (value) => value >= 0 && value <= 1,
};
const STRING_RULES: Readonly<Record<string, (value: string) => boolean>> = {
  voiceURI: (value) => value.length <= MAX_URL_LENGTH && !value.includes('\u0000'),
};

/** Settings without a default (unset until the user chooses), with the type they take when set. */
export const OPTIONAL_SETTINGS = {
  display: { darkThemeActive: false },
  speech: { voiceURI: '' },
} as const;

const fits = (key: string, value: unknown, fallback: unknown): boolean => {
  if (value === undefined) return true; // a setting added since the save takes its default
  const choices = CHOICES[key];
  if (choices) return choices.includes(value);
  if (typeof value !== typeof fallback) return false;
  if (typeof value === 'number') return Number.isFinite(value) && (NUMBER_RULES[key]?.(value) ?? true);
  if (typeof value === 'string') return STRING_RULES[key]?.(value) ?? true;
  return true;
};

/**
 * A saved settings section read back over its defaults, or null when it no longer fits (a value of the wrong
 * type or outside its choices). Keys the app no longer knows are dropped; `optional` names the section's settings that
 * have no default (OPTIONAL_SETTINGS), kept only when set. This runs before the first board is
 * drawn, so it is plain code rather than core's zod schemas, which would add a library to that download.
 */
export function restoreSection<T extends object>(saved: unknown, defaults: T, optional: Readonly<Record<string, unknown>> = {}): T | null {
  if (saved === undefined) return null;
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return null;
  const values = saved as Record<string, unknown>;
  const restored: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    if (!fits(key, values[key], fallback)) return null;
    restored[key] = values[key] ?? fallback;
  }
  for (const [key, example] of Object.entries(optional)) {
    if (!fits(key, values[key], example)) return null;
    if (values[key] !== undefined) restored[key] = values[key];
  }
  return restored as T;
}
