// Runs npm scripts side by side (`node scripts/run-parallel.mjs lint typecheck`), for checks that each use one core:
// each script's output is held back and printed whole when it ends, so two logs never interleave, with its time.
// Exits with the first failing script's code once all have ended, so every failure is shown in one run.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      const status = code ?? (signal ? 1 : 0);
      console.log(`── npm run ${script}: ${status === 0 ? 'passed' : `FAILED (exit ${code ?? signal})`} in ${seconds} s`);
      resolve(status);
    });
  });

const codes = await Promise.all(scripts.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
