import type { UserData } from '@tessera/core';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../accounts/passwords.ts';
import { newUserId } from '../accounts/secret-tokens.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Env } from '../config.ts';

export { startPaypalStandIn, type PaypalStandIn } from './paypal-stand-in.ts';
export interface TestServer {
  app: App;
  /** The API's base URL, e.g. http://127.0.0.1:41234/api */
  apiUrl: string;
  /** Stores an activated user and logs them in over HTTP; answers the login's user data (with authToken). */
  signIn(name?: string, email?: string): Promise<UserData>;
  /** Stops listening, like a server that went down; start() brings it back on the same port and database. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

let users = 0;

/**
 * The real server on a temporary SQLite DATA_DIR, listening on a free local port: for the web app's tests
 * of its sync against the real API (a test may not stand in for the server, see the developers' guide). `env` sets
 * more of its configuration (lower write limits, say).
 */
export async function startTestServer({ env = {} }: { env?: Env } = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-client-test-'));
  const webDist = join(dir, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>test</title>');
  const config = loadConfig({ DATA_DIR: join(dir, 'data'), WEB_DIST: webDist, LOG_LEVEL: 'silent', ...env });
  let app = await buildApp(config);
  let port = 0;
  const listen = async () => {
    const address = await app.listen({ host: '127.0.0.1', port });
    port = Number(new URL(address).port);
  };
  await listen();

  const server: TestServer = {
    get app() {
      return app;
    },
    get apiUrl() {
      return `http://127.0.0.1:${port}/api`;
    },
    async signIn(name = 'Ada Lovelace', email = `user-${(users += 1)}-${Date.now()}@example.org`) {
      const password = 'correct horse battery';
      const inserted = await app.repositories.users.insert({
        id: newUserId(),
        name,
        email,
        passwordHash: await hashPassword(password),
        activated: true,
        activationToken: null,
        now: new Date(),
      });
      if (!inserted) throw new Error(`could not create ${email}`);
      const response = await fetch(`${server.apiUrl}/user/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password, deviceId: 'test' }),
      });
      if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as UserData;
    },
    async stop() {
      await app.close();
    },
    async start() {
      app = await buildApp(config);
      await listen();
    },
    async close() {
      // The test is over: connections still open (a request its client gave up on) would hold close() for seconds.
      app.server.closeAllConnections();
      await app.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

/** A stand-in of an OpenAI-compatible chat-completions API, for PHRASE_API_URL in tests. */
export { startChatCompletionsServer, type ChatCompletionsServer } from './chat-completions-stand-in.ts';
