import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './config-error.ts';

const MIN_LENGTH = 32;

/**
 * The signing secret used when JWT_SECRET is unset: generated once and kept in DATA_DIR, so tokens
 * survive restarts and every instance sharing DATA_DIR signs with the same key.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  const existing = readSecret(file);
  if (existing !== undefined) return existing;
  try {
    // 'wx' fails if another instance wrote the file first; then that one's secret wins.
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new ConfigError([`JWT_SECRET is unset and ${file} could not be written (${(error as Error).message})`]);
    }
  }
  const created = readSecret(file);
  if (created === undefined) throw new ConfigError([`JWT_SECRET is unset and ${file} could not be read back`]);
  return created;
}

function readSecret(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new ConfigError([`JWT_SECRET is unset and ${file} could not be read (${(error as Error).message})`]);
  }
  if (text.length < MIN_LENGTH)
    throw new ConfigError([`JWT_SECRET is unset and ${file} holds fewer than ${MIN_LENGTH} characters; delete it to have a new one generated`]);
  return text;
}
