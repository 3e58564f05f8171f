import { MessageSchema, UserDataSchema, VersionedSettingsSchema, type Board, type UserData } from '@tessera/core';
import { defaultCommunicator } from '@tessera/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../lib/api/call-api';
import { answer, laterAnswer, offContract, refusal, stubFetch } from '../test/stub-fetch';
import { changePassword, logIn, requestPasswordReset } from './auth-requests';
import { loggedOut, selectAuthToken, selectIsLoggedIn } from './auth-slice';
import { boardsLoaded, boardSwitched, selectActiveBoardId } from './board-slice';
import { communicatorsFetching } from './communicator-slice';
import { displaySettingsChanged, scanningSettingsChanged, speechSettingsChanged } from './settings-slice';
import { makeStore } from './store';
import { USER_KEY } from './stored-user';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ana = (overrides: Partial<UserData> = {}): UserData => ({
  id: 'u1',
  name: 'Ana',
  email: 'ana@example.org',
  authToken: 'token-1',
  communicators: [],
  ...overrides,
});

const communicator = (id: string, rootBoard: string) => ({ ...defaultCommunicator, id, rootBoard, boards: [rootBoard] });

describe('login', () => {
  it('keeps the session only: the rest of the profile is server data, for the API cache', async () => {
    const profile = { birthdate: '1990-05-21', location: { country: 'Argentina' }, settings: { devices: [] }, isFirstLogin: false };
    stubFetch(() => answer(UserDataSchema, ana({ role: 'user', ...profile })));
    const store = makeStore();
    await store.dispatch(logIn({ email: 'ana@example.org', password: 'secret1' }));
    expect(store.getState().auth.user).toEqual({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 'token-1', role: 'user' });
  });

  it('goes loading, then succeeded with the user, and keeps them for the next visit', async () => {
    const login = laterAnswer();
    stubFetch(() => login.reply);
    const store = makeStore();
    const pending = store.dispatch(logIn({ email: 'ana@example.org', password: 'secret1' }));
    expect(store.getState().auth.loginStatus).toBe('loading');
    login.send(answer(UserDataSchema, ana()));
    await pending;
    expect(store.getState().auth).toMatchObject({ loginStatus: 'succeeded', loginError: null, user: { id: 'u1', name: 'Ana' } });
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}')).toEqual({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 'token-1' });
    const reloaded = makeStore();
    expect(selectIsLoggedIn(reloaded.getState())).toBe(true);
    expect(selectAuthToken(reloaded.getState())).toBe('token-1');
  });

  it("fails with the server's message, or the no-connection text, or 'Login failed'", async () => {
    const store = makeStore();
    stubFetch(() => refusal(401, 'Login failed: wrong email or password.'));
    await store.dispatch(logIn({ email: 'ana@example.org', password: 'nope' }));
    expect(store.getState().auth).toMatchObject({ loginStatus: 'failed', loginError: 'Login failed: wrong email or password.', user: null });
    stubFetch(() => 'network-error');
    await store.dispatch(logIn({ email: 'ana@example.org', password: 'nope' }));
    expect(store.getState().auth.loginError).toBe('Unable to contact server. Try in a moment');
    stubFetch(() => offContract(502));
    await store.dispatch(logIn({ email: 'ana@example.org', password: 'nope' }));
    expect(store.getState().auth.loginError).toBe('Login failed');
    // An answer of another shape (a server of another version) is a failed login, not a broken session.
    stubFetch(() => offContract(200, { id: 'u1', name: 'Ana' }));
    await store.dispatch(logIn({ email: 'ana@example.org', password: 'secret1' }));
    expect(store.getState().auth).toMatchObject({ loginStatus: 'failed', loginError: 'Login failed', user: null });
  });

  it("says 'Unable to contact server. Try in a moment' when the login's code cannot be had (offline, not cached yet)", async () => {
    vi.doMock('../lib/api/log-in', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const store = makeStore();
      await store.dispatch(logIn({ email: 'ana@example.org', password: 'secret1' }));
      expect(store.getState().auth).toMatchObject({ loginStatus: 'failed', loginError: 'Unable to contact server. Try in a moment' });
    } finally {
      vi.doUnmock('../lib/api/log-in');
    }
  });

  it('sends the device (user agent) with the credentials', async () => {
    const { calls } = stubFetch(() => answer(UserDataSchema, ana()));
    await makeStore().dispatch(logIn({ email: 'ana@example.org', password: 'secret1' }));
    expect(calls[0]).toMatchObject({
      url: '/api/user/login',
      method: 'POST',
      body: { email: 'ana@example.org', password: 'secret1', deviceId: navigator.userAgent },
    });
  });

  it("loads the saved settings, the language if the app has it, and opens the last communicator's root board", async () => {
    const settings = {
      display: {
        uiSize: 'Large',
        fontSize: 'Large',
        fontFamily: 'Nunito',
        labelPosition: 'Above',
        hideOutputActive: true,
        increaseOutputButtons: false,
        darkThemeActive: true,
      },
      scanning: { active: true, delay: 3000, strategy: 'manual' },
      speech: { pitch: 1.5, rate: 0.8, volume: 1, voiceURI: 'another-device-voice' },
      language: { lang: 'es-ES' },
    } as const;
    stubFetch(() => answer(UserDataSchema, { ...ana(), settings, communicators: [communicator('c-old', 'food'), communicator('c-new', 'drinks')] }));
    const store = makeStore();
    store.dispatch(boardSwitched('food'));
    await store.dispatch(logIn({ email: 'ana@example.org', password: 'secret1' }));
    const state = store.getState();
    expect(state.settings.display).toMatchObject({ uiSize: 'Large', darkThemeActive: true, fontFamily: 'Nunito' });
    expect(state.settings.scanning).toMatchObject({ active: true, delay: 3000, strategy: 'manual', dwellActive: false });
    expect(state.settings.speech).toEqual({ pitch: 1.5, rate: 0.8, volume: 1, voiceURI: 'another-device-voice' });
    expect(state.language.lang).toBe('es-ES');
    expect(state.communicator.activeCommunicatorId).toBe('c-new');
    expect(selectActiveBoardId(state)).toBe('drinks');
    expect(state.board.navHistory).toEqual(['drinks']);
  });

  it("keeps this device's settings for the sections the account never saved", async () => {
    stubFetch(() => answer(UserDataSchema, { ...ana(), settings: { display: { uiSize: 'Large' } } }));
    const store = makeStore();
    store.dispatch(speechSettingsChanged({ rate: 1.7 }));
    store.dispatch(scanningSettingsChanged({ active: true }));
    await store.dispatch(logIn({ email: 'ana@example.org', password: 'secret1' }));
    const { settings } = store.getState();
    expect(settings.display.uiSize).toBe('Large');
    expect(settings.speech.rate).toBe(1.7);
    expect(settings.scanning.active).toBe(true);
  });

  it('keeps the language when the saved one is not available', async () => {
    stubFetch(() => answer(UserDataSchema, { ...ana(), settings: { language: { lang: 'xx-YY' } } }));
    const store = makeStore();
    await store.dispatch(logIn({ email: 'ana@example.org', password: 'secret1' }));
    expect(store.getState().language.lang).toBe('en-US');
  });
});

describe('logout', () => {
  it('resets boards and communicators to their defaults and clears the user', async () => {
    stubFetch(() => answer(UserDataSchema, ana({ communicators: [communicator('c1', 'mine1234567890')] })));
    const store = makeStore();
    await store.dispatch(logIn({ email: 'ana@example.org', password: 'secret1' }));
    store.dispatch(boardsLoaded([{ id: 'mine1234567890', name: 'Mine', tiles: [] } as unknown as Board]));
    store.dispatch(displaySettingsChanged({ darkThemeActive: true }));
    store.dispatch(communicatorsFetching(true));
    expect(store.getState().communicator.isFetching).toBe(true);
    store.dispatch(loggedOut());
    const state = store.getState();
    expect(state.auth.user).toBeNull();
    expect(state.board.boards).toEqual({});
    expect(selectActiveBoardId(state)).toBe(defaultCommunicator.rootBoard);
    expect(state.communicator.activeCommunicatorId).toBe(defaultCommunicator.id);
    expect(Object.keys(state.communicator.communicators)).toEqual([defaultCommunicator.id]);
    expect(state.communicator.isFetching).toBe(false);
    expect(state.settings.display.darkThemeActive).toBe(true); // settings are the device's, not the session's
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });
});

describe('authenticated calls', () => {
  it("are refused locally with 'Need to be authenticated to perform this request' when there is no token", async () => {
    const { fetchStub } = stubFetch(() => refusal(500, 'never asked'));
    const store = makeStore();
    await expect(store.dispatch(callApi({ path: '/settings' }, VersionedSettingsSchema))).rejects.toThrow('Need to be authenticated to perform this request');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('log the user out on a 403 and ask for the login screen', async () => {
    stubFetch((call) =>
      call.url === '/api/user/login' ? answer(UserDataSchema, ana({ communicators: [communicator('c1', 'drinks')] })) : refusal(403, 'Invalid token'),
    );
    const store = makeStore();
    await store.dispatch(logIn({ email: 'ana@example.org', password: 'secret1' }));
    await expect(store.dispatch(callApi({ path: '/settings' }, VersionedSettingsSchema))).rejects.toMatchObject({ status: 403 });
    const state = store.getState();
    expect(state.auth.user).toBeNull();
    expect(state.auth.sessionExpired).toBe(true);
    expect(state.communicator.activeCommunicatorId).toBe(defaultCommunicator.id);
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });
});

describe('password reset and change', () => {
  it('tracks the reset request and falls back to its own failure text', async () => {
    const store = makeStore();
    stubFetch(() => answer(MessageSchema, { message: 'If an account exists for this email, we have sent it a link.' }));
    const sent = store.dispatch(requestPasswordReset({ email: 'ana@example.org' }));
    expect(store.getState().auth.resetStatus).toBe('loading');
    await sent;
    expect(store.getState().auth).toMatchObject({ resetStatus: 'succeeded', resetError: null });
    stubFetch(() => offContract(500));
    await store.dispatch(requestPasswordReset({ email: 'ana@example.org' }));
    expect(store.getState().auth).toMatchObject({ resetStatus: 'failed', resetError: 'Failed to send reset email' });
  });

  it('tracks the password change with the token of the link', async () => {
    const store = makeStore();
    const { calls } = stubFetch(() => refusal(400, 'This password reset link is not valid or has expired.'));
    await store.dispatch(changePassword({ userid: 'u1', token: 'abc', password: 'newpass1' }));
    expect(calls[0]?.body).toEqual({ userid: 'u1', token: 'abc', password: 'newpass1' });
    expect(store.getState().auth).toMatchObject({
      changePasswordStatus: 'failed',
      changePasswordError: 'This password reset link is not valid or has expired.',
    });
    stubFetch(() => 'network-error');
    await store.dispatch(changePassword({ userid: 'u1', token: 'abc', password: 'newpass1' }));
    expect(store.getState().auth.changePasswordError).toBe('Unable to contact server. Try in a moment');
  });
});

describe('logout', () => {
  it('ends the session on the server with the token it had, and forgets the user here at once', async () => {
    const { calls } = stubFetch((call) => (call.url.endsWith('/user/logout') ? answer(MessageSchema, { message: 'You have been logged out.' }) : undefined));
    const store = makeStore({ auth: { ...makeStore().getState().auth, user: { id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 'token-1' } } });
    store.dispatch(loggedOut());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    await vi.waitFor(() =>
      expect(calls.map((call) => [call.method, call.url, call.headers.Authorization])).toEqual([['POST', '/api/user/logout', 'Bearer token-1']]),
    );
  });

  it('logs out here even when the server cannot be reached', async () => {
    stubFetch(() => 'network-error');
    const store = makeStore({ auth: { ...makeStore().getState().auth, user: { id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 'token-1' } } });
    store.dispatch(loggedOut());
    expect(store.getState().auth.user).toBeNull();
  });
});
