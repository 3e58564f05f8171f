import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// BENCH_SERVER_BUNDLE runs another build (kept under apps/server/.tmp, where its packages resolve), e.g. a "before".
const serverBundle = process.env.BENCH_SERVER_BUNDLE ? path.resolve(process.env.BENCH_SERVER_BUNDLE) : path.join(repoRoot, 'apps/server/dist/server.js');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts the built server and resolves once /api/health answers, with the time that took in ms; `nodeArgs` go before the bundle (such as --cpu-prof). */
export const startServer = async (env, { nodeArgs = [] } = {}) => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, serverBundle], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const startupMs = performance.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, startupMs, stop, pid: child.pid };
};
