import type { FastifyRequest } from 'fastify';

/** The header a client names its device in (e.g. "Chrome on Android"); shown beside each version in a board's history. */
export const DEVICE_HEADER = 'x-tessera-device';
/** A device's own random id, so it can tell its own changes from others' in live updates. */
export const DEVICE_ID_HEADER = 'x-tessera-device-id';

const MAX_LABEL = 80;

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Linux/, 'Linux'],
];

const firstMatch = (text: string, table: [RegExp, string][]): string | undefined => table.find(([pattern]) => pattern.test(text))?.[1];

/** Printable text only, trimmed and short: a header is the client's to write and the history shows it to people. */
const cleaned = (text: string): string =>
  text
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LABEL);

/** "Chrome on Android" from a User-Agent; null when it names neither. */
export function labelFromUserAgent(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}

/** The device a write comes from, as its history will show it: what the client says, else what its browser says. */
export function deviceLabelOf(request: FastifyRequest): string | null {
  const header = request.headers[DEVICE_HEADER];
  const named = typeof header === 'string' ? cleaned(header) : '';
  return named || labelFromUserAgent(request.headers['user-agent']);
}

/** The device's own id, when it sent a usable one. */
export function deviceIdOf(request: FastifyRequest): string | null {
  const header = request.headers[DEVICE_ID_HEADER];
  return typeof header === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(header) ? header : null;
}
