import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether this run may mount file systems (root, and a sandbox that allows it); checked once with a throwaway tmpfs. */
export const canMountFilesystems: boolean = (() => {
  const probe = mkdtempSync(join(tmpdir(), 'tessera-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmdirSync(probe);
  }
})();
if (!canMountFilesystems) console.warn('!!! Cannot mount a tmpfs (needs root): the full-disk tests are NOT run');

/** Mounts a real file system of `bytes` bytes (tmpfs) on `dir`, creating it; returns how to unmount it. */
export function mountSmallFilesystem(dir: string, bytes: number): () => void {
  mkdirSync(dir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes}`, 'tmpfs', dir], { stdio: 'ignore' });
  return () => execFileSync('umount', [dir], { stdio: 'ignore' });
}
