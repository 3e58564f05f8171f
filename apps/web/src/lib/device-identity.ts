/** Where this browser's id is kept. */
const DEVICE_ID_KEY = 'tessera.deviceId';

let known: string | undefined;

const newId = () => crypto.randomUUID().replace(/-/g, '');

/**
 * This browser's own id, made once and kept: the account's live updates name the device that made each change, so
 * a device skips its own. (The server labels each version in a board's history from the browser it came from.)
 */
export function deviceId(): string {
  if (known) return known;
  try {
    known = globalThis.localStorage?.getItem(DEVICE_ID_KEY) ?? undefined;
    if (!known) {
      known = newId();
      globalThis.localStorage?.setItem(DEVICE_ID_KEY, known);
    }
  } catch {
    known ??= newId(); // storage blocked: one id for this visit
  }
  return known;
}

/** The headers the login and the sync's calls carry: the server notes each installation as a device of its own. */
export const deviceHeaders = (): Record<string, string> => ({ 'x-tessera-device-id': deviceId() });
