import type { Middleware } from '@reduxjs/toolkit';
import { loadedApi } from '../lib/api/api-loading';
import { apiForbidden } from '../lib/api/session-token';
import { loggedOut, type AuthState } from './auth-slice';
import { writeStoredUser } from './stored-user';

/**
 * Keeps the signed-in user in localStorage as it changes (login, profile edits, logout), and drops the API
 * cache when a session ends so the next user never sees the last one's data.
 */
export const sessionMiddleware: Middleware<object, { auth: AuthState }> = (store) => (next) => (action) => {
  const before = store.getState().auth.user;
  const result = next(action);
  const after = store.getState().auth.user;
  if (after !== before) writeStoredUser(after);
  if (loggedOut.match(action) || apiForbidden.match(action)) {
    const api = loadedApi(); // not loaded yet: nothing is cached
    if (api) store.dispatch(api.util.resetApiState());
  }
  return result;
};
