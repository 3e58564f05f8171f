// @vitest-environment node
// The server runs in this process and needs Node's own globals (jsdom's typed arrays are of another realm).
import type { AccountEvent, UserData } from '@tessera/core';
import { startTestServer, type TestServer } from '@tessera/server/testing';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startLiveUpdates } from './live-updates';

let server: TestServer;
let user: UserData;

beforeAll(async () => {
  server = await startTestServer();
  user = await server.signIn('Ana');
});
afterAll(async () => {
  await server.close();
});

it("reads the account's events with core's schema, and starts over (with a pull) at one it cannot read", async () => {
  const handlers = { onReady: vi.fn(), onEvent: vi.fn(), onForbidden: vi.fn() };
  const stop = startLiveUpdates(
    () => ({ token: user.authToken, baseUrl: server.apiUrl }),
    handlers,
    () => 0,
  );
  try {
    await vi.waitFor(() => expect(handlers.onReady).toHaveBeenCalledTimes(1));
    await server.app.events.publish(user.id, { type: 'board', id: 'b1', version: 2, deviceId: null });
    await vi.waitFor(() => expect(handlers.onEvent).toHaveBeenCalledWith({ type: 'board', id: 'b1', version: 2, deviceId: null }));

    // A newer server's event: not handed on as something it is not; the connection is made again, and its ready
    // (which pulls the account) brings whatever the event told.
    await server.app.events.publish(user.id, { type: 'symbols', id: 's1', deviceId: null } as unknown as AccountEvent);
    await vi.waitFor(() => expect(handlers.onReady).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    expect(handlers.onEvent).toHaveBeenCalledTimes(1);

    await server.app.events.publish(user.id, { type: 'settings', version: 3, deviceId: 'phone' });
    await vi.waitFor(() => expect(handlers.onEvent).toHaveBeenLastCalledWith({ type: 'settings', version: 3, deviceId: 'phone' }));
    expect(handlers.onForbidden).not.toHaveBeenCalled();
  } finally {
    stop();
  }
});
