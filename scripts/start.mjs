// `npm start`: builds the app on first run (or when a build is missing), then serves the web app and API.
import { existsSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = path.join(root, 'apps/server/dist/server.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');

/** The build's steps, one line each on the terminal; the tools' own output goes to a log, shown if a step fails. */
const STEPS = [
  { label: 'the web app', args: ['run', 'build', '--silent', '-w', '@tessera/web', '--', '--logLevel', 'warn'] },
  { label: 'the server', args: ['run', 'build', '--silent', '-w', '@tessera/server'] },
];

const run = (args) =>
  new Promise((resolve) => {
    let output = '';
    const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });

async function buildForFirstRun() {
  const started = Date.now();
  const log = path.join(tmpdir(), 'tessera-first-build.log');
  console.log('Building Tessera for the first run (about a minute)…');
  let all = '';
  for (const [index, step] of STEPS.entries()) {
    console.log(`  ${index + 1}/${STEPS.length} building ${step.label}…`);
    const { code, output } = await run(step.args);
    all += output;
    writeFileSync(log, all);
    if (code !== 0) {
      console.error(output.trim());
      console.error(`Build failed while building ${step.label} (the whole output is in ${log}).`);
      process.exit(code ?? 1);
    }
    // Our own plugins' warnings, such as a build without Chromium for the first screens' copies; the libraries'
    // notes (chunk sizes, a wasm path resolved at run time) stay in the log.
    for (const line of output.split('\n').filter((text) => text.includes('[plugin tessera-'))) console.log(`  ${line.trim()}`);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s (the build's messages are in ${log}).`);
}

if (!existsSync(serverBundle) || !existsSync(webIndex)) await buildForFirstRun();

await import(pathToFileURL(serverBundle).href);
