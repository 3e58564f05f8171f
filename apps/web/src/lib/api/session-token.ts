import { createAction } from '@reduxjs/toolkit';

/**
 * The part of the app's state the API layer reads: the signed-in user's token (state/auth-slice.ts keeps
 * it there). Written as a shape rather than an import so lib/ stays below app/.
 */
export interface TokenState {
  auth: { user: { authToken?: string | undefined } | null };
}

export const tokenOf = (state: unknown): string | undefined => (state as Partial<TokenState>).auth?.user?.authToken || undefined;

/** The API answered 403 (bad, expired or revoked token): the auth slice logs out and the app goes to /login-signup. */
export const apiForbidden = createAction('api/forbidden');
