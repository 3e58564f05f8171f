import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthProvidersSchema, MessageSchema } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { answer, offContract, refusal, stubFetch } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const fill = (dialog: HTMLElement, password: string, repeat: string) => {
  fireEvent.change(within(dialog).getByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(within(dialog).getByLabelText(/^Repeat new password/), { target: { value: repeat } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
};

describe('/reset/:userid/:url', () => {
  it('shows the change-password validation messages of spec 01 §5', async () => {
    const { fetchStub } = stubFetch(() => refusal(500, 'never asked'));
    renderApp('/reset/u1/t0ken');
    const dialog = await screen.findByRole('dialog', { name: 'Save your new password' });
    fill(dialog, '', '');
    expect(within(dialog).getByText('New Password is required!')).toBeTruthy();
    expect(within(dialog).getByText('Password repeat is required!')).toBeTruthy();
    fill(dialog, 'abc', 'abd');
    expect(within(dialog).getByText('Password has to be longer than 6 characters!')).toBeTruthy();
    expect(within(dialog).getByText('Passwords must match')).toBeTruthy();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("shows 'Failed to change password' when the server gives no reason", async () => {
    stubFetch(() => offContract(500));
    renderApp('/reset/u1/t0ken');
    const dialog = await screen.findByRole('dialog', { name: 'Save your new password' });
    fill(dialog, 'newpass1', 'newpass1');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to change password');
  });

  it('saves the password with the link, shows the answer and moves to the login screen after 2 s', async () => {
    const { calls } = stubFetch((call) =>
      call.url === '/api/user/store-password'
        ? answer(MessageSchema, { message: 'Your new password has been saved.' })
        : call.url === '/api/auth/providers'
          ? answer(AuthProvidersSchema, { providers: [] })
          : undefined,
    );
    const { router } = renderApp('/reset/u1/t0ken');
    const dialog = await screen.findByRole('dialog', { name: 'Save your new password' });
    fill(dialog, 'newpass1', 'newpass1');
    expect(await within(dialog).findByText('Your new password has been saved.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ url: '/api/user/store-password', body: { userid: 'u1', token: 't0ken', password: 'newpass1' } });
    const shownAt = Date.now();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-signup'), { timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1900);
  });
});
