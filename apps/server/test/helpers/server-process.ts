import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { Env } from '../../src/config.ts';

export type ServerProcess = {
  child: ChildProcessWithoutNullStreams;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the first stdout line that matches, rejects if the process exits first or time runs out. */
  waitForLine: (pattern: RegExp, timeoutMs?: number) => Promise<string>;
  exited: Promise<number | null>;
};

/** Runs a built server bundle with exactly the given environment (plus PATH). */
export function startServer(bundle: string, env: Env): ServerProcess {
  const child = spawn(process.execPath, [bundle], { env: { PATH: process.env.PATH, ...env }, stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const waitForLine = (pattern: RegExp, timeoutMs = 10_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = stdout.split('\n').find((candidate) => pattern.test(candidate));
        if (!line) return false;
        cleanup();
        resolve(line);
        return true;
      };
      const onExit = () => {
        if (!check()) {
          cleanup();
          reject(new Error(`server exited before printing ${pattern}; stdout: ${stdout} stderr: ${stderr}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`server did not print ${pattern} within ${timeoutMs} ms; stdout: ${stdout} stderr: ${stderr}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        child.stdout.off('data', check);
        child.off('exit', onExit);
      };
      if (check()) return;
      child.stdout.on('data', check);
      child.on('exit', onExit);
    });

  return { child, stdout: () => stdout, stderr: () => stderr, waitForLine, exited };
}
