import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_KEY } from '../../state/stored-user';
import { renderApp } from '../../test/render-app';
import { AuthProvidersSchema, MessageSchema, UserDataSchema } from '@tessera/core';
import { answer, refusal, stubFetch, type StubCall } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const noProviders = (call: StubCall) => (call.url === '/api/auth/providers' ? answer(AuthProvidersSchema, { providers: [] }) : undefined);

const openDialog = async (button: 'Login' | 'Sign Up') => {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button });
};

const type = (dialog: HTMLElement, label: string | RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('/login-signup', () => {
  it('sends a logged-in user to /', async () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't' }));
    stubFetch(noProviders);
    const { router } = renderApp('/login-signup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('links to the privacy policy and the terms of use', async () => {
    stubFetch(noProviders);
    renderApp('/login-signup');
    expect((await screen.findByRole('link', { name: 'Privacy policy' })).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/terms');
  });

  it('offers social login only for the providers the server has', async () => {
    stubFetch((call) => (call.url === '/api/auth/providers' ? answer(AuthProvidersSchema, { providers: ['google'] }) : undefined));
    renderApp('/login-signup');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/google/start');
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue with Apple' })).toBeNull();
  });
});

describe('the Login dialog', () => {
  it("shows 'Required' and 'Invalid email' and sends nothing until the form is right", async () => {
    const { calls } = stubFetch(noProviders);
    renderApp('/login-signup');
    const dialog = await openDialog('Login');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/Email/)));
    type(dialog, /Email/, 'not-an-email');
    expect(within(dialog).getByText('Invalid email')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/user/login')).toEqual([]);
  });

  it("shows the server's refusal, then logs in and goes to the board", async () => {
    let password = '';
    stubFetch((call) => {
      if (call.url !== '/api/user/login') return noProviders(call);
      password = (call.body as { password: string }).password;
      return password === 'right-one'
        ? answer(UserDataSchema, { id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't', communicators: [] })
        : refusal(401, 'Login failed: wrong email or password.');
    });
    const { router, store } = renderApp('/login-signup');
    const dialog = await openDialog('Login');
    type(dialog, /Email/, 'ana@example.org');
    type(dialog, /Password/, 'wrong-one');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Login failed: wrong email or password.');
    type(dialog, /Password/, 'right-one');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.user?.name).toBe('Ana');
  });

  it('leads to the Forgot password dialog, which checks the email and shows what the server answered', async () => {
    const { calls } = stubFetch((call) =>
      call.url === '/api/user/forgot' ? answer(MessageSchema, { message: 'If an account exists for this email, we have sent it a link.' }) : noProviders(call),
    );
    renderApp('/login-signup');
    const login = await openDialog('Login');
    fireEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Required')).toBeTruthy();
    type(dialog, /Email/, 'ana@example.org');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('If an account exists for this email, we have sent it a link.')).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/user/forgot')?.body).toEqual({ email: 'ana@example.org' });
  });

  it("says 'Unable to contact server. Try in a moment' when the reset request gets no answer", async () => {
    stubFetch((call) => (call.url === '/api/user/forgot' ? 'network-error' : noProviders(call)));
    renderApp('/login-signup');
    fireEvent.click(within(await openDialog('Login')).getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password?' });
    type(dialog, /Email/, 'ana@example.org');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Unable to contact server. Try in a moment');
  });
});

describe('the Sign Up dialog', () => {
  it('shows the validation messages of spec 01 §5', async () => {
    stubFetch(noProviders);
    renderApp('/login-signup');
    const dialog = await openDialog('Sign Up');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(4);
    expect(within(dialog).getByText('Accept Terms and Policy is required')).toBeTruthy();
    type(dialog, /^Email/, 'ana@');
    type(dialog, /^Password/, 'secret1');
    type(dialog, /^Confirm password/, 'secret2');
    expect(within(dialog).getByText('Invalid email')).toBeTruthy();
    expect(within(dialog).getByText("Passwords don't match")).toBeTruthy();
  });

  // The server answers a new address and one that has an account alike (its owner is mailed instead).
  const SIGNED_UP =
    'Check your email: we have sent you a link to activate your account. If this address already has an account, the email tells you how to log in.';

  const fillAndSend = (dialog: HTMLElement) => {
    type(dialog, /^Name/, 'Ana');
    type(dialog, /^Email/, 'ana@example.org');
    type(dialog, /^Password/, 'secret1');
    type(dialog, /^Confirm password/, 'secret1');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
  };

  it("sends the form without the confirmation and shows the server's answer in place of the form", async () => {
    const { calls } = stubFetch((call) => (call.url === '/api/user' ? answer(MessageSchema, { message: SIGNED_UP }, 201) : noProviders(call)));
    renderApp('/login-signup');
    const dialog = await openDialog('Sign Up');
    fillAndSend(dialog);
    expect((await within(dialog).findByRole('status')).textContent).toBe(SIGNED_UP);
    expect(within(dialog).queryByLabelText(/^Email/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/user')?.body).toEqual({ name: 'Ana', email: 'ana@example.org', password: 'secret1', isTermsAccepted: true });
  });

  it("shows the server's refusal above the form", async () => {
    stubFetch((call) => (call.url === '/api/user' ? refusal(429, 'Too many requests. Try again in 1 hour.') : noProviders(call)));
    renderApp('/login-signup');
    const dialog = await openDialog('Sign Up');
    fillAndSend(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Too many requests. Try again in 1 hour.');
    expect(within(dialog).getByLabelText(/^Email/)).toBeTruthy();
  });
});
