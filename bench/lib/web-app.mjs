import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot } from './app-server.mjs';

/**
 * Starts Tessera the way a user does (`npm start`: the production build, web app and API in one process) on a
 * fresh DATA_DIR, and resolves once /api/health answers. stop() ends the whole process group.
 * The web build is served from a copy (WEB_DIST), so a rebuild in the working tree cannot swap files under a run.
 * BENCH_WEB_DIST names another build folder to serve instead of apps/web/dist.
 */
export const startWebApp = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-web-'));
  const webDist = path.join(dataDir, 'web-dist');
  // BENCH_WEB_DIST runs a benchmark on another build (a copy kept from an earlier commit, to compare two builds).
  cpSync(process.env.BENCH_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dataDir, 'data'), WEB_DIST: webDist, PUBLIC_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the app did not answer within 60 s:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop, dataDir: path.join(dataDir, 'data') };
};
