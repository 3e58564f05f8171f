import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthProvidersSchema, LocationSchema, MessageSchema, UserDataSchema } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_KEY } from '../../state/stored-user';
import { renderApp } from '../../test/render-app';
import { getUserApi } from '../../lib/api/get-user';
import { answer, laterAnswer, refusal, stubFetch, type StubCall } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const noticeIds = (store: ReturnType<typeof renderApp>['store']) => {
  const { open, waiting } = store.getState().notifications;
  return [open, ...waiting].map((notice) => notice?.message.id);
};
const signIn = () => localStorage.setItem(USER_KEY, JSON.stringify({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't' }));
const profile = { id: 'u1', name: 'Ana', email: 'ana@example.org', birthdate: '1990-05-21', communicators: [], settings: { devices: [] } };
/** What the screen asks besides the user: the country (none known) and, once logged out, the login screen's providers. */
const others = (call: StubCall) =>
  call.url === '/api/location' ? answer(LocationSchema, {}) : call.url === '/api/auth/providers' ? answer(AuthProvidersSchema, { providers: [] }) : undefined;

describe('/settings/people', () => {
  it('shows the profile: name, read-only email, birth date as DD/MM/YYYY and the known country', async () => {
    signIn();
    stubFetch((call) =>
      call.url === '/api/user/u1'
        ? answer(UserDataSchema, profile)
        : call.url === '/api/location'
          ? answer(LocationSchema, { country: 'Argentina', countryCode: 'AR' })
          : undefined,
    );
    renderApp('/settings/people');
    expect(await screen.findByDisplayValue('21/05/1990')).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(((await screen.findByLabelText('Country')) as HTMLInputElement).value).toBe('Argentina');
  });

  it('saves the name and birth date with PUT /user/:id', async () => {
    signIn();
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/user/u1' && call.method === 'PUT')
        return answer(UserDataSchema, { ...profile, ...(call.body as { name: string; birthdate: string }) });
      if (call.url === '/api/user/u1') return answer(UserDataSchema, profile);
      return others(call);
    });
    const { store } = renderApp('/settings/people');
    await screen.findByDisplayValue('21/05/1990');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ana María' } });
    fireEvent.change(screen.getByLabelText('Birth date'), { target: { value: '02/03/2001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.getState().auth.user?.name).toBe('Ana María'));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      headers: { Authorization: 'Bearer t' },
      body: { name: 'Ana María', birthdate: '2001-03-02' },
    });
  });

  describe('an edit', () => {
    /** The profile where every screen reads it: the API cache. */
    const cached = (store: ReturnType<typeof renderApp>['store']) => {
      const select = getUserApi.endpoints.getUser.select('u1');
      return select(store.getState() as Parameters<typeof select>[0]).data; // the API has joined the store by now
    };
    const edit = async (answered: ReturnType<typeof laterAnswer>) => {
      signIn();
      stubFetch((call) =>
        call.url === '/api/user/u1' && call.method === 'PUT' ? answered.reply : call.url === '/api/user/u1' ? answer(UserDataSchema, profile) : others(call),
      );
      const rendered = renderApp('/settings/people');
      await screen.findByDisplayValue('21/05/1990');
      fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ana María' } });
      fireEvent.change(screen.getByLabelText('Birth date'), { target: { value: '02/03/2001' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      return rendered;
    };

    it('shows at once, before the server answers, in the cached profile', async () => {
      const put = laterAnswer();
      const { store } = await edit(put);
      await waitFor(() => expect(cached(store)).toMatchObject({ name: 'Ana María', birthdate: '2001-03-02' }));
      expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ana María');
      // The session's name follows only what the server accepted.
      expect(store.getState().auth.user?.name).toBe('Ana');
      put.send(answer(UserDataSchema, { ...profile, name: 'Ana María', birthdate: '2001-03-02' }));
      await waitFor(() => expect(store.getState().auth.user?.name).toBe('Ana María'));
      expect(noticeIds(store)).toContain('account.notice.saved');
    });

    it('is undone when the server refuses it, and the form keeps what was typed to save again', async () => {
      const put = laterAnswer();
      const { store } = await edit(put);
      await waitFor(() => expect(cached(store)?.name).toBe('Ana María'));
      put.send(refusal(500, 'Server error'));
      await waitFor(() => expect(cached(store)).toMatchObject({ name: 'Ana', birthdate: '1990-05-21' }));
      expect(store.getState().auth.user?.name).toBe('Ana');
      expect(noticeIds(store)).toContain('account.notice.saveFailed');
      expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ana María');
    });

    it('lives in one place: the session keeps who is signed in, the profile stays in the API cache', async () => {
      const put = laterAnswer();
      const { store } = await edit(put);
      put.send(answer(UserDataSchema, { ...profile, name: 'Ana María', birthdate: '2001-03-02' }));
      await waitFor(() => expect(store.getState().auth.user?.name).toBe('Ana María'));
      expect(store.getState().auth.user).toEqual({ id: 'u1', name: 'Ana María', email: 'ana@example.org', authToken: 't' });
      expect(cached(store)?.birthdate).toBe('2001-03-02');
    });
  });

  it('refuses a birth date that is not DD/MM/YYYY', async () => {
    signIn();
    const { calls } = stubFetch((call) => (call.url === '/api/user/u1' ? answer(UserDataSchema, profile) : others(call)));
    renderApp('/settings/people');
    await screen.findByDisplayValue('21/05/1990');
    fireEvent.change(screen.getByLabelText('Birth date'), { target: { value: '31/02/2001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a date as DD/MM/YYYY')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('disables Save for a guest and asks nothing of the server', async () => {
    const { fetchStub } = stubFetch(others);
    renderApp('/settings/people');
    expect((await screen.findByRole('button', { name: 'Save' })).hasAttribute('disabled')).toBe(true);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('logs out and returns to / with the Logout button', async () => {
    signIn();
    stubFetch((call) => (call.url === '/api/user/u1' ? answer(UserDataSchema, profile) : others(call)));
    const { router, store } = renderApp('/settings/people');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.user).toBeNull();
  });

  it('goes to /login-signup, logged out, when the server says the token is no longer valid (403)', async () => {
    signIn();
    stubFetch((call) => (call.url.startsWith('/api/auth') ? answer(AuthProvidersSchema, { providers: [] }) : refusal(403, 'Invalid token')));
    const { router, store } = renderApp('/settings/people');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-signup'));
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('deletes the account only after the dialog is confirmed, then logs out and goes to /', async () => {
    signIn();
    const { calls } = stubFetch((call) =>
      call.method === 'DELETE'
        ? answer(MessageSchema, { message: 'Account deleted' })
        : call.url === '/api/user/u1'
          ? answer(UserDataSchema, profile)
          : others(call),
    );
    const { router, store } = renderApp('/settings/people');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    // Cancel is where the focus starts, and changes nothing.
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete your account?' })).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({ url: '/api/account/u1', headers: { Authorization: 'Bearer t' } });
    expect(store.getState().auth.user).toBeNull();
    expect(noticeIds(store)).toContain('account.delete.notice.deleted');
  });

  it('keeps the account and says so when the server cannot be reached', async () => {
    signIn();
    stubFetch((call) =>
      call.method === 'DELETE' ? refusal(503, 'Unavailable') : call.url === '/api/user/u1' ? answer(UserDataSchema, profile) : others(call),
    );
    const { router, store } = renderApp('/settings/people');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete your account?' })).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(noticeIds(store)).toContain('account.delete.notice.failed'));
    expect(store.getState().auth.user?.id).toBe('u1');
    expect(router.state.location.pathname).toBe('/settings/people');
  });
});
