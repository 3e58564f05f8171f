import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashLinkToken, newDeviceKey } from './secret-tokens.ts';

/**
 * The browser's device key: a random value the server gives a browser when it signs in, in a cookie only the login
 * call receives. A login carrying the key of a browser that signed in to that account before is the owner's own
 * device: the login throttle never slows or locks it for what others try (issue 26). A cookie rather than the
 * installation id the app sends in a header: the cookie is HttpOnly, so no script (nor a copied token) can read it,
 * and it never leaves the login call. Only its SHA-256 is stored, with each session. Written and read by
 * @fastify/cookie (registered in app.ts).
 */
export const DEVICE_COOKIE = 'tessera_device';
const COOKIE_PATH = '/api/user/login';
/** Browsers keep a cookie 400 days at most; each sign-in renews it. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The key the request's cookie carries, when it looks like one of ours. */
export function deviceKeyOf(request: FastifyRequest): string | undefined {
  const key = request.cookies[DEVICE_COOKIE];
  return key !== undefined && KEY_PATTERN.test(key) ? key : undefined;
}

export const hashDeviceKey = (key: string): string => hashLinkToken(key);

/** The browser's key (the one it has, else a new one), sent back so that it keeps it; answers the key's hash. */
export function keepDeviceKey(request: FastifyRequest, reply: FastifyReply, publicUrl: string): string {
  const key = deviceKeyOf(request) ?? newDeviceKey();
  reply.setCookie(DEVICE_COOKIE, key, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    maxAge: MAX_AGE_SECONDS,
    secure: publicUrl.startsWith('https:'),
  });
  return hashDeviceKey(key);
}
