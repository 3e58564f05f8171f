import type { FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH_STATE_TTL_MS } from './oauth.ts';

/**
 * The state of a started social sign-in, also kept in a cookie of the browser that started it: the
 * login call must come from that same browser, so a stolen or planted callback link is useless
 * (login CSRF). Only the login call receives it.
 */
export const OAUTH_COOKIE = 'tessera_oauth_state';
const COOKIE_PATH = '/api/user/login';

const attributes = (publicUrl: string, maxAgeSeconds: number): string =>
  [`Path=${COOKIE_PATH}`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`, ...(publicUrl.startsWith('https:') ? ['Secure'] : [])].join('; ');

export function setOAuthCookie(reply: FastifyReply, state: string, publicUrl: string): void {
  reply.header('set-cookie', `${OAUTH_COOKIE}=${state}; ${attributes(publicUrl, Math.floor(OAUTH_STATE_TTL_MS / 1000))}`);
}

export function clearOAuthCookie(reply: FastifyReply, publicUrl: string): void {
  reply.header('set-cookie', `${OAUTH_COOKIE}=; ${attributes(publicUrl, 0)}`);
}

export function oauthCookieOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === OAUTH_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}
