import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH_STATE_TTL_MS } from './oauth.ts';

/**
 * The state of a started social sign-in, also kept in a cookie of the browser that started it: the login call must
 * come from that same browser, so a stolen or planted callback link is useless (login CSRF). Only the login call
 * receives it. Written and read by @fastify/cookie (registered in app.ts).
 */
export const OAUTH_COOKIE = 'tessera_oauth_state';

const attributes = (publicUrl: string): CookieSerializeOptions => ({
  path: '/api/user/login',
  httpOnly: true,
  sameSite: 'lax',
  secure: publicUrl.startsWith('https:'),
});

export function setOAuthCookie(reply: FastifyReply, state: string, publicUrl: string): void {
  reply.setCookie(OAUTH_COOKIE, state, { ...attributes(publicUrl), maxAge: Math.floor(OAUTH_STATE_TTL_MS / 1000) });
}

/** Max-Age=0 (and an Expires in the past): the browser forgets it. */
export function clearOAuthCookie(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(OAUTH_COOKIE, attributes(publicUrl));
}

export function oauthCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[OAUTH_COOKIE] || undefined;
}
