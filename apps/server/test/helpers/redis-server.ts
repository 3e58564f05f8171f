import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** Whether redis-server can be run here (Debian package redis-server). */
export const canRunRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
if (!canRunRedisServer) console.warn('!!! redis-server not found: tests of Redis outages NOT run');

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export type OwnRedisServer = { url: string; stop: () => Promise<void>; start: () => Promise<void> };

/**
 * A Redis server of the test's own, on a free local port and without persistence, that the test can stop
 * and start again (the shared local Redis must never be stopped).
 */
export async function startOwnRedisServer(): Promise<OwnRedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      let output = '';
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      started.on('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return resolve();
      running.removeAllListeners('exit');
      running.on('exit', () => resolve());
      running.kill('SIGKILL');
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
