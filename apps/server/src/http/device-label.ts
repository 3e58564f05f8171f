import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';

/** The header a client names its device in (e.g. "Tablet in the kitchen"); shown beside each version in a board's history. */
export const DEVICE_HEADER = 'x-tessera-device';
/** A device's own random id, so it can tell its own changes from others' in live updates. */
export const DEVICE_ID_HEADER = 'x-tessera-device-id';

const MAX_LABEL = 80;

const join = (...parts: (string | undefined)[]): string => parts.filter(Boolean).join(' ');

/** Printable text only, trimmed and short: a header is the client's to write and the history shows it to people. */
const cleaned = (text: string): string =>
  text
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LABEL);

/**
 * "Chrome 156 · Linux" from a User-Agent, as the web app's devices screen names a device (bowser's browser name and
 * major version, its system name and version: features/account/device-description.ts); null when it names neither.
 */
export function labelFromUserAgent(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  return cleaned([join(browser.name, browser.version?.split('.')[0]), join(os.name, os.versionName ?? os.version)].filter(Boolean).join(' · ')) || null;
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
