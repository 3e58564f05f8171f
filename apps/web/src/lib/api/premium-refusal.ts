import { PremiumRefusalSchema, type PremiumRefusal } from '@tessera/core';
import { isApiError } from './api-error';

/** 402: the server refused a premium feature (subscriptions on, and premium off for this user). */
export const PAYMENT_REQUIRED = 402;

/**
 * Why the server refused a premium feature, when `error` is its 402 (`{ message, reason }`); null for any other
 * failure. A 402 whose reason cannot be read counts as "blocked": premium is off either way.
 */
export function premiumRefusalOf(error: unknown): PremiumRefusal | null {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== PAYMENT_REQUIRED) return null;
  const parsed = PremiumRefusalSchema.safeParse(error.body);
  return parsed.success ? parsed.data.reason : 'blocked';
}
