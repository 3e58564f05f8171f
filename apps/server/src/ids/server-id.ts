import { randomBytes } from 'node:crypto';

/**
 * A new server id: 24 hex characters shaped like a MongoDB ObjectId (seconds since 1970, then
 * random bytes), so ids made here look like the ones boards already carry, and are well over the
 * 14 characters below which the client treats an id as local.
 */
export function newServerId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8);
  return seconds + randomBytes(8).toString('hex');
}
