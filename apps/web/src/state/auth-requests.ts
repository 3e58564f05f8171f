import { createAsyncThunk } from '@reduxjs/toolkit';
import type { UserData } from '@tessera/core';
import { ApiError, failureMessage, NO_CONNECTION_MESSAGE } from '../lib/api/api-error';
import type { LoginBody } from '../lib/api/log-in';
import { deviceHeaders } from '../lib/device-identity';
import type { StorePasswordBody } from '../lib/api/store-password';
import { sessionOf, type AuthUser } from './auth-user';
import { userSessionStarted, type SessionState } from './user-session';

// Spec 01 §8 fallbacks, for a failure with neither a server message nor a connection problem to name.
export const LOGIN_FAILED = 'Login failed';
export const RESET_FAILED = 'Failed to send reset email';
export const CHANGE_PASSWORD_FAILED = 'Failed to change password';

const deviceId = (): string | undefined => (typeof navigator === 'undefined' ? undefined : navigator.userAgent || undefined);

/**
 * A request's file, loaded when the request is first made: the requests check their answers with core's schemas, and
 * the schema library is not part of the first board's download (these thunks are, through the store). A file that
 * cannot be had is the server out of reach, as the request itself would be.
 */
const loaded = <T>(load: () => Promise<T>): Promise<T> =>
  load().catch(() => {
    throw new ApiError('network', 0, NO_CONNECTION_MESSAGE);
  });

/**
 * POST /user/login with a password or a social provider's answer. On success the user's saved settings,
 * language and communicators are loaded and their last communicator's root board opens (spec 01 §4) before
 * the user is set, so whatever reacts to `logIn.fulfilled` sees the whole session.
 */
export const logIn = createAsyncThunk<AuthUser, LoginBody, { state: SessionState; rejectValue: string }>(
  'auth/logIn',
  async (body, { dispatch, rejectWithValue }) => {
    let user: UserData;
    try {
      const request = await loaded(() => import('../lib/api/log-in'));
      // The installation's own id (as the sync's calls carry it): each browser is a device of its own in the list.
      user = await request.logIn({ deviceId: deviceId(), ...body }, { headers: deviceHeaders() });
    } catch (error) {
      return rejectWithValue(failureMessage(error, LOGIN_FAILED));
    }
    dispatch(userSessionStarted(user));
    // The slice keeps the session; the rest of the profile is fetched into the API cache by the screens that show it.
    return sessionOf(user);
  },
);

/** POST /user/forgot. */
export const requestPasswordReset = createAsyncThunk<string, { email: string }, { rejectValue: string }>(
  'auth/requestPasswordReset',
  async ({ email }, { rejectWithValue }) => {
    try {
      const request = await loaded(() => import('../lib/api/request-password-reset'));
      return (await request.requestPasswordReset(email.trim())).message;
    } catch (error) {
      return rejectWithValue(failureMessage(error, RESET_FAILED));
    }
  },
);

/** POST /user/store-password, from the change-password page of a reset link. */
export const changePassword = createAsyncThunk<string, StorePasswordBody, { rejectValue: string }>('auth/changePassword', async (body, { rejectWithValue }) => {
  try {
    const request = await loaded(() => import('../lib/api/store-password'));
    return (await request.storePassword(body)).message;
  } catch (error) {
    return rejectWithValue(failureMessage(error, CHANGE_PASSWORD_FAILED));
  }
});
