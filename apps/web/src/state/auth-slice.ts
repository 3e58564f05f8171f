import { createSlice, type PayloadAction, type SerializedError } from '@reduxjs/toolkit';
import { profileConfirmed } from '../lib/api/profile-confirmed';
import { apiForbidden, type TokenState } from '../lib/api/session-token';
import { changePassword, logIn, requestPasswordReset } from './auth-requests';
import type { AuthUser } from './auth-user';
import { readStoredUser } from './stored-user';

export type { AuthUser };

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Auth state of spec 01 §3: the session (auth-user.ts) and the auth requests' progress; no other server data. */
export interface AuthState {
  user: AuthUser | null;
  loginStatus: RequestStatus;
  loginError: string | null;
  resetStatus: RequestStatus;
  resetError: string | null;
  changePasswordStatus: RequestStatus;
  changePasswordError: string | null;
  /** A 403 ended the session: the app moves to /login-signup, then clears this. */
  sessionExpired: boolean;
}

export type AuthRequest = 'login' | 'reset' | 'changePassword';

export const initialAuthState = (user: AuthUser | null = null): AuthState => ({
  user,
  loginStatus: 'idle',
  loginError: null,
  resetStatus: 'idle',
  resetError: null,
  changePasswordStatus: 'idle',
  changePasswordError: null,
  sessionExpired: false,
});

// Spec 01 §4: the error is the payload message, otherwise the error message.
const errorOf = (action: { payload?: string | undefined; error: SerializedError }, fallback: string): string =>
  action.payload ?? action.error.message ?? fallback;

const signedOut = (state: AuthState): AuthState => ({ ...initialAuthState(), sessionExpired: state.sessionExpired });

export const authSlice = createSlice({
  name: 'auth',
  initialState: () => initialAuthState(readStoredUser()),
  reducers: {
    /** Spec 01 §4: logout clears the user data (store.ts also resets boards and communicators). */
    loggedOut: (state) => signedOut(state),
    /** A dialog opened afresh: its request starts idle, without the last error. */
    authRequestCleared(state, action: PayloadAction<AuthRequest>) {
      state[`${action.payload}Status`] = 'idle';
      state[`${action.payload}Error`] = null;
    },
    sessionExpiryHandled(state) {
      state.sessionExpired = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(logIn.pending, (state) => {
        state.loginStatus = 'loading';
        state.loginError = null;
      })
      .addCase(logIn.fulfilled, (state, action) => {
        state.user = action.payload;
        state.loginStatus = 'succeeded';
        state.sessionExpired = false;
      })
      .addCase(logIn.rejected, (state, action) => {
        state.loginStatus = 'failed';
        state.loginError = errorOf(action, 'Login failed');
      })
      .addCase(requestPasswordReset.pending, (state) => {
        state.resetStatus = 'loading';
        state.resetError = null;
      })
      .addCase(requestPasswordReset.fulfilled, (state) => {
        state.resetStatus = 'succeeded';
      })
      .addCase(requestPasswordReset.rejected, (state, action) => {
        state.resetStatus = 'failed';
        state.resetError = errorOf(action, 'Failed to send reset email');
      })
      .addCase(changePassword.pending, (state) => {
        state.changePasswordStatus = 'loading';
        state.changePasswordError = null;
      })
      .addCase(changePassword.fulfilled, (state) => {
        state.changePasswordStatus = 'succeeded';
      })
      .addCase(changePassword.rejected, (state, action) => {
        state.changePasswordStatus = 'failed';
        state.changePasswordError = errorOf(action, 'Failed to change password');
      })
      .addCase(profileConfirmed, (state, action) => {
        if (state.user?.id === action.payload.id) state.user.name = action.payload.name;
      })
      .addCase(apiForbidden, (state) => ({ ...signedOut(state), sessionExpired: true }));
  },
});

export const { loggedOut, authRequestCleared, sessionExpiryHandled } = authSlice.actions;

type WithAuth = { auth: AuthState };

export const selectUser = (state: WithAuth): AuthUser | null => state.auth.user;
export const selectAuthToken = (state: WithAuth): string | undefined => state.auth.user?.authToken || undefined;
/** Spec 01 §6: a logged-in user has a token, a name and an email. */
export const selectIsLoggedIn = (state: WithAuth): boolean => Boolean(state.auth.user?.authToken && state.auth.user.email);
export const selectSessionExpired = (state: WithAuth): boolean => state.auth.sessionExpired;

// The API layer reads the token through lib/api's TokenState; this fails to compile if the two drift apart.
type Holds<T extends true> = T;
export type AuthStateHoldsToken = Holds<WithAuth extends TokenState ? true : false>;
