import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningApp = {
  url: string;
  dataDir: string;
  /** The server process running now (a new one after `restart`). */
  readonly process: ChildProcess;
  output: () => string;
  /** Ends the server and removes the DATA_DIR it made. */
  stop: () => Promise<void>;
  /** Ends the server and keeps its DATA_DIR and port, as when a self-hoster's server goes down. */
  halt: () => Promise<void>;
  /** Starts the server again on the same port and DATA_DIR after `halt` or `crash`. */
  restart: () => Promise<void>;
  /** Kills the server at once (`kill -9`): no request is finished, nothing is closed; `restart` brings it back. */
  crash: () => Promise<void>;
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const waitForHealth = async (url: string, child: ChildProcess, output: () => string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The app did not answer /api/health within ${timeoutMs} ms:\n${output()}`);
};

const endProcess = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
};

/** Starts the app the way a user does (`npm start`), on a fresh DATA_DIR and a free port. */
export const startApp = async (env: Record<string, string> = {}, dataDir?: string): Promise<RunningApp> => {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'tessera-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const launch = async () => {
    const next = spawn('npm', ['start', '--silent'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, PUBLIC_URL: url, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    next.stdout?.on('data', (chunk) => (log += chunk));
    next.stderr?.on('data', (chunk) => (log += chunk));
    await waitForHealth(url, next, () => log, 30_000);
    return next;
  };
  let child = await launch();
  return {
    url,
    dataDir: dir,
    get process() {
      return child;
    },
    output: () => log,
    stop: async () => {
      await endProcess(child);
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
    halt: () => endProcess(child),
    crash: async () => {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    },
    restart: async () => {
      await endProcess(child);
      child = await launch();
    },
  };
};
