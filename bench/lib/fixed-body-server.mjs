// The yardsticks of the server benchmarks: a bare node:http server answering each path with a fixed JSON body,
// either in a process of its own (as the real server runs) or in the benchmark's own process, where it shares an
// event loop with the load generator (as the earlier server benchmarks and issue 12 measured it).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './app-server.mjs';

const here = fileURLToPath(import.meta.url);

/** A node:http server answering each known path with its body as it is; 404 for any other. */
const createFixedBodyServer = (bodies) =>
  createServer((req, res) => {
    const body = bodies.get(req.url);
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });

/** The yardstick in this process, sharing its event loop with the load generator. */
export const startFixedBodyServerHere = async (bodies) => {
  const port = await freePort();
  // Kept as text, as a handler holding a JSON answer would.
  const server = createFixedBodyServer(new Map(Object.entries(bodies)));
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = () =>
    new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    });
  return { url: `http://127.0.0.1:${port}`, stop };
};

/** Starts the yardstick answering `bodies` (path with its query → body text); resolves once it answers. */
export const startFixedBodyServer = async (bodies) => {
  const port = await freePort();
  const file = path.join(tmpdir(), `tessera-bench-bodies-${port}.json`);
  writeFileSync(file, JSON.stringify(bodies));
  const child = spawn(process.execPath, [here], { env: { ...process.env, PORT: String(port), BODIES_FILE: file }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`yardstick exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${Object.keys(bodies)[0]}`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, stop, pid: child.pid };
};

if (process.argv[1] === here) {
  const { readFileSync } = await import('node:fs');
  const server = createFixedBodyServer(new Map(Object.entries(JSON.parse(readFileSync(process.env.BODIES_FILE, 'utf8')))));
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
