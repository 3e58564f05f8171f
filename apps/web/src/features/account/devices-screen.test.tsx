import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountSessionsSchema, MessageSchema, UserDataSchema, type Device } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_KEY } from '../../state/stored-user';
import { renderApp } from '../../test/render-app';
import { answer, stubFetch } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const devices = [
  { _id: 'd1', deviceId: CHROME_WINDOWS, lastLogind: new Date(2026, 0, 5, 9, 7).toISOString() },
  { _id: 'd2', deviceId: SAFARI_IPHONE, lastLogind: new Date(2026, 10, 20, 18, 30).toISOString() },
];

describe('/settings/devices', () => {
  it('lists browser, OS, device and last login, removes a row and saves the list', async () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't' }));
    const { calls } = stubFetch((call) => {
      if (call.method === 'PUT')
        return answer(UserDataSchema, {
          id: 'u1',
          name: 'Ana',
          email: 'ana@example.org',
          communicators: [],
          settings: (call.body as { settings: { devices: Device[] } }).settings,
        });
      if (call.url === '/api/user/u1')
        return answer(UserDataSchema, { id: 'u1', name: 'Ana', email: 'ana@example.org', communicators: [], settings: { devices } });
      return undefined;
    });
    renderApp('/settings/devices');
    const list = await screen.findByRole('list', { name: 'Devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Chrome 120 · Windows 10');
    expect(rows[0]?.textContent).toContain('Last login: 05/01/2026 09:07');
    expect(rows[1]?.textContent).toContain('Safari 17 · iOS 17.1');
    expect(rows[1]?.textContent).toContain('Device: Apple iPhone');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Chrome 120 · Windows 10' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ url: '/api/user/u1', body: { settings: { devices: [devices[1]] } } });
  });

  it("tells a guest that devices are an account's, with a way to log in and no Save that cannot work", async () => {
    renderApp('/settings/devices');
    expect(await screen.findByText(/Log in to keep a profile and see your devices/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login/Signup' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('numbers two browsers of the same name, each its own row', async () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't' }));
    const twoAlike = [...devices, { _id: 'd3', deviceId: CHROME_WINDOWS, installationId: 'i3', lastLogind: devices[0]?.lastLogind }];
    stubFetch((call) =>
      call.url === '/api/user/u1'
        ? answer(UserDataSchema, { id: 'u1', name: 'Ana', email: 'ana@example.org', communicators: [], settings: { devices: twoAlike } })
        : undefined,
    );
    renderApp('/settings/devices');
    const list = await screen.findByRole('list', { name: 'Devices' });
    expect(within(list).getByRole('button', { name: 'Remove Chrome 120 · Windows 10 (1)' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Remove Chrome 120 · Windows 10 (2)' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Remove Safari 17 · iOS 17.1' })).toBeTruthy();
  });

  it('marks this device, signs another device out on the server, and logs out of all devices after asking', async () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 't' }));
    let open = [
      { id: 's-laptop', device: 'Chrome on Windows', installationId: 'i1', deviceRowId: 'd1', createdAt: '', lastUsedAt: '', current: true },
      { id: 's-phone', device: 'Safari on iPhone', installationId: 'i2', deviceRowId: 'd2', createdAt: '', lastUsedAt: '', current: false },
    ];
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/user/u1')
        return answer(UserDataSchema, { id: 'u1', name: 'Ana', email: 'ana@example.org', communicators: [], settings: { devices } });
      if (call.url === '/api/user/sessions') return answer(AccountSessionsSchema, { data: open });
      if (call.method === 'DELETE' && call.url === '/api/user/sessions/s-phone') {
        open = open.filter((session) => session.id !== 's-phone');
        return answer(MessageSchema, { message: 'The device has been signed out.' });
      }
      if (call.url === '/api/user/logout-all') return answer(MessageSchema, { message: 'You have been logged out of all devices.' });
      return undefined;
    });
    renderApp('/settings/devices');
    const list = await screen.findByRole('list', { name: 'Devices' });
    const [laptop, phone] = within(list).getAllByRole('listitem');
    await waitFor(() => expect(laptop?.textContent).toContain('This device'));
    // This browser logs out with Logout; only the other device can be signed out from here.
    expect(within(laptop as HTMLElement).queryByRole('button', { name: /^Sign out/ })).toBeNull();
    fireEvent.click(within(phone as HTMLElement).getByRole('button', { name: 'Sign out Safari 17 · iOS 17.1' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/user/sessions/s-phone')).toBe(true));
    await waitFor(() => expect(within(list).queryByRole('button', { name: /^Sign out/ })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Log out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out of all devices' });
    expect(dialog.textContent).toContain('this one included');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out of all devices' }));
    await waitFor(() => expect(localStorage.getItem(USER_KEY)).toBeNull());
    expect(calls.filter((call) => call.url === '/api/user/logout-all').map((call) => [call.method, call.headers.Authorization])).toEqual([
      ['POST', 'Bearer t'],
    ]);
  });
});
