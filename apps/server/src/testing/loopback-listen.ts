import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts a test's stand-in server on a free loopback port; `close` ends the answers still `open` (a request left
 * hanging) and the callers' kept-alive connections, which server.close() alone would wait for.
 */
export async function listenOnLoopback(server: Server, open: Set<ServerResponse>): Promise<{ origin: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
