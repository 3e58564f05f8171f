import { messages } from '@tessera/core';

/** Spec 01 §8: what a failed call says when the server could not be reached at all. */
export const NO_CONNECTION_MESSAGE = 'Unable to contact server. Try in a moment';

/** Spec 01 §5: an authenticated call refused on the device because there is no token. */
export const AUTH_REQUIRED_MESSAGE = messages.authenticationRequired.defaultMessage;

/**
 * Why a call failed: `unauthenticated` (refused here, nothing was sent), `network` (no answer), or `http` (the
 * server answered with an error status; `serverMessage` is its `{ message }` when it sent one).
 */
export type ApiErrorKind = 'unauthenticated' | 'network' | 'http';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** The whole answer, parsed: a 409 carries the current record there, to merge with. */
  readonly body: unknown;
  /** How long the server asked to wait before trying again (its Retry-After, on a 429 or 503), in milliseconds. */
  readonly retryAfterMs: number | undefined;

  constructor(kind: ApiErrorKind, status: number, message: string, serverMessage?: string, body?: unknown, retryAfterMs?: number) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
    this.retryAfterMs = retryAfterMs;
  }
}

/** A Retry-After header (whole seconds, or an HTTP date) as milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMsOf(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A missing, invalid, expired or revoked token (ARCHITECTURE.md): the app logs out. */
export const isForbidden = (error: unknown): boolean => isApiError(error) && error.kind === 'http' && error.status === 403;

/**
 * The text to show for a failed call (spec 01 §8): the server's message, else the no-connection text when the
 * server was not reached, else the caller's fallback ('Login failed', 'Failed to send reset email', ...).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.serverMessage) return error.serverMessage;
  if (error.kind === 'network') return NO_CONNECTION_MESSAGE;
  if (error.kind === 'unauthenticated') return AUTH_REQUIRED_MESSAGE;
  return fallback;
}
