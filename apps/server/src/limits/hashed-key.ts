import { createHash } from 'node:crypto';

/**
 * The key a limiter stores for an address or an email: a SHA-256, so that Redis and the rate_limits
 * table hold no personal data, and every key fits the table's 255 characters whatever its length.
 */
export const hashedKey = (kind: string, value: string): string => `${kind}:${createHash('sha256').update(value).digest('base64url')}`;
