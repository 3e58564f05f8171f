import { createHash, randomBytes } from 'node:crypto';

/** A random token for a link in a mail (activation, password reset): 256 bits, URL-safe. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** What is stored instead of a link token, so that a leaked database holds no working links. */
export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new user id: 24 hex characters, like the MongoDB ids clients already know. */
export const newUserId = (): string => randomBytes(12).toString('hex');

/** A new session id: 128 random bits, URL-safe (a token names it; the token's signature is what proves it). */
export const newSessionId = (): string => randomBytes(16).toString('base64url');

/** A browser's device key (the device cookie): 256 random bits, URL-safe; only its SHA-256 is stored. */
export const newDeviceKey = (): string => randomBytes(32).toString('base64url');
