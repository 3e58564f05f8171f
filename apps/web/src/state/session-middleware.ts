import type { Middleware } from '@reduxjs/toolkit';
import { loadedApi } from '../lib/api/api-loading';
import { logOutOnServer } from '../lib/api/log-out';
import { apiForbidden } from '../lib/api/session-token';
import { loggedOut, type AuthState } from './auth-slice';
import { writeStoredUser } from './stored-user';

/**
 * Keeps the signed-in user in localStorage as it changes (login, profile edits, logout), and drops the API
 * cache when a session ends so the next user never sees the last one's data. A logout also ends the session on the
 * server (issue 26), so a copy of the token stops working; the device forgets the token whatever the answer.
 */
export const sessionMiddleware: Middleware<object, { auth: AuthState }> = (store) => (next) => (action) => {
  const before = store.getState().auth.user;
  const result = next(action);
  const after = store.getState().auth.user;
  if (after !== before) writeStoredUser(after);
  if (loggedOut.match(action) && before?.authToken) logOutOnServer(before.authToken).catch(() => undefined);
  if (loggedOut.match(action) || apiForbidden.match(action)) {
    const api = loadedApi(); // not loaded yet: nothing is cached
    if (api) store.dispatch(api.util.resetApiState());
  }
  return result;
};
