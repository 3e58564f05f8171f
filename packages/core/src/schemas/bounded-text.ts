import { z } from 'zod';
import { MAX_DATA_URL_LENGTH, MAX_URL_LENGTH } from './limits.ts';

/**
 * Why a value fails a check that `fitToLimits` knows how to repair (see boards/fit-to-limits.ts): records saved
 * before the limits existed are read back repaired, never dropped.
 */
export type FitRepair = 'strip-null' | 'drop-value' | 'normalize-grid';

export const NULL_CHARACTER_MESSAGE = 'Must not contain the null character (U+0000)';

// PostgreSQL's text cannot hold U+0000 at all, so SQLite would store what PostgreSQL refuses: no string has it.
export const hasNoNullCharacter = (value: string): boolean => !value.includes('\u0000');

/** Any text of a record: at most `max` characters, never the null character. */
export const boundedText = (max: number) =>
  z
    .string()
    .max(max)
    .refine(hasNoNullCharacter, { message: NULL_CHARACTER_MESSAGE, params: { fit: 'strip-null' satisfies FitRepair } });

/**
 * A picture or sound: a URL, a `media:` reference or a symbol path of at most MAX_URL_LENGTH characters, or a
 * data URL (the file itself, not yet uploaded) of at most MAX_DATA_URL_LENGTH. Cut short, either would be
 * useless: a record read back from before the limits loses the value instead.
 */
export const mediaSource = () =>
  z
    .string()
    .refine(hasNoNullCharacter, { message: NULL_CHARACTER_MESSAGE, params: { fit: 'strip-null' satisfies FitRepair } })
    .superRefine((value, context) => {
      const maximum = value.startsWith('data:') ? MAX_DATA_URL_LENGTH : MAX_URL_LENGTH;
      if (value.length <= maximum) return;
      context.addIssue({ code: 'too_big', origin: 'string', maximum, inclusive: true, input: value, params: { fit: 'drop-value' satisfies FitRepair } });
    });
