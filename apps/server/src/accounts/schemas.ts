import { hasNoNullCharacter, NULL_CHARACTER_MESSAGE } from '@tessera/core';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords.ts';

/** "Required" when the field is missing, a type message otherwise. */
const requiredMessage = (expected: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'Required' : `Expected ${expected}`);

export const requiredText = (max: number) =>
  z
    .string({ error: requiredMessage('a string') })
    .trim()
    .min(1, 'Required')
    .max(max, `Must be at most ${max} characters`)
    .refine(hasNoNullCharacter, NULL_CHARACTER_MESSAGE);

/** Any short text the account calls take (a link's parts, an id): at most `max` characters, no null character. */
export const plainText = (max: number) => z.string().max(max, `Must be at most ${max} characters`).refine(hasNoNullCharacter, NULL_CHARACTER_MESSAGE);

/** A person's name on their account (sign-up, profile, social login). */
export const MAX_USER_NAME_LENGTH = 100;

export const EmailSchema = z
  .string({ error: requiredMessage('a string') })
  .trim()
  .min(1, 'Required')
  .max(254, 'Must be at most 254 characters')
  .pipe(z.email({ error: 'Invalid email' }));

export const NewPasswordSchema = z
  .string({ error: requiredMessage('a string') })
  .min(MIN_PASSWORD_LENGTH, `Must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** A password to check: any non-empty text (older accounts may have shorter ones). */
export const PasswordSchema = z
  .string({ error: requiredMessage('a string') })
  .min(1, 'Required')
  .max(MAX_PASSWORD_LENGTH, `Must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const UserIdParamsSchema = z.object({ id: plainText(100).min(1) });

/** Account calls carry small JSON bodies; anything bigger is refused with 413 before it is parsed. */
export const SMALL_BODY_LIMIT = 16 * 1024;
