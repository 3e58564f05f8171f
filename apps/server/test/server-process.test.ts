import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type ServerProcess } from './helpers/server-process.ts';
import { makeTempDir, makeWebDist, removeDir } from './helpers/temp-dirs.ts';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
// Inside the workspace, so that the bundle's external packages resolve from node_modules.
const buildDir = join(serverRoot, '.tmp', `process-test-${randomBytes(4).toString('hex')}`);
const bundle = join(buildDir, 'server.js');
const BIG_FILE_BYTES = 48 * 1024 * 1024;

const get = (url: string): Promise<IncomingMessage> =>
  new Promise((resolve, reject) => {
    // Connection: close, so the finished request leaves no idle connection behind.
    request(url, { headers: { connection: 'close' } }, resolve)
      .on('error', reject)
      .end();
  });

const readAll = (response: IncomingMessage): Promise<number> =>
  new Promise((resolve, reject) => {
    let bytes = 0;
    response.on('data', (chunk: Buffer) => (bytes += chunk.length));
    response.on('end', () => resolve(bytes));
    response.on('error', reject);
    response.resume();
  });

describe('the built server as a process', () => {
  let dir: string;
  const running: ServerProcess[] = [];
  const start = (env: Record<string, string>) => {
    const server = startServer(bundle, env);
    running.push(server);
    return server;
  };

  beforeAll(() => {
    execFileSync(process.execPath, [join(serverRoot, 'build.mjs'), '--outfile', bundle], { stdio: 'pipe' });
    dir = makeTempDir();
  });

  afterAll(() => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    removeDir(buildDir);
    removeDir(dir);
  });

  it('prints one configuration error line and exits 1 on a bad PORT', async () => {
    const server = start({ PORT: 'abc', DATA_DIR: join(dir, 'bad-port') });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe('Configuration error: PORT must be a whole number from 0 to 65535 (got "abc")\n');
    expect(server.stdout()).toBe('');
  });

  it('prints one line and exits 1 when DATABASE_URL cannot be reached', async () => {
    const server = start({ DATABASE_URL: 'postgres://tessera:secret@127.0.0.1:1/tessera', DATA_DIR: join(dir, 'bad-db'), LOG_LEVEL: 'info' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/^Configuration error: DATABASE_URL cannot be reached: [^\n]*ECONNREFUSED[^\n]*\n$/);
    expect(server.stdout()).toBe('');
  });

  it('prints one line and exits 1 when REDIS_URL cannot be reached', async () => {
    const server = start({ REDIS_URL: 'redis://:secret@127.0.0.1:1', DATA_DIR: join(dir, 'bad-redis'), LOG_LEVEL: 'info' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe('Configuration error: REDIS_URL cannot be reached: connect ECONNREFUSED 127.0.0.1:1 (got "redis://:***@127.0.0.1:1")\n');
    expect(server.stdout()).toBe('');
  });

  it('starts, then finishes an in-flight request after SIGTERM before exiting 0', async () => {
    const webDist = makeWebDist(dir);
    writeFileSync(join(webDist, 'big.bin'), Buffer.alloc(BIG_FILE_BYTES));
    const server = start({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), WEB_DIST: webDist, LOG_LEVEL: 'info' });
    const listening = await server.waitForLine(/Server listening at/);
    // Start-up time is a target measured in bench/server-list.bench.mjs, not asserted in a timed test.
    const origin = (JSON.parse(listening) as { msg: string }).msg.replace('Server listening at ', '');

    const health = await get(`${origin}/api/health`);
    expect(health.statusCode).toBe(200);
    await readAll(health);

    // A download the client reads slowly: still in flight when the signal arrives.
    const download = await get(`${origin}/big.bin`);
    expect(download.statusCode).toBe(200);
    download.pause();
    server.child.kill('SIGTERM');
    await server.waitForLine(/shutting down/);
    // New connections are refused once the server stops listening, while the process stays for the download.
    await vi.waitFor(() => expect(get(`${origin}/api/health`).then(readAll)).rejects.toThrow(/ECONNREFUSED/), { timeout: 5_000 });
    expect(server.child.exitCode).toBeNull();

    expect(await readAll(download)).toBe(BIG_FILE_BYTES);
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toMatch(/"msg":"stopped"/);
    expect(server.stderr()).toBe('');
  });
});
