/*
 * How to protect a route (note for route authors):
 *   app.get('/x', { preHandler: app.authenticate, schema: { ... } }, async (request) => { ... request.user ... });
 * (onRequest: app.authenticate works too, and refuses before the body is read.)
 * request.user is { id, email, name, role } of the signed-in user, read fresh from the database on each call, and
 * request.sessionId the session the token belongs to (null for a token issued before sessions existed).
 * Without a valid bearer token the route never runs: the client gets 403 { message }, as ARCHITECTURE.md says.
 * Acting on what is not the user's is the route's own check: answer 404 (or 401), never 403, and change nothing.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { newSessionId } from '../accounts/secret-tokens.ts';
import { LAST_USED_STEP_MS } from '../repositories/sessions-repository.ts';

export type AuthUser = { id: string; email: string; name: string; role: string };

/** What a token is issued for: the user (token_version is kept for the tokens issued before sessions existed). */
export type TokenSubject = { id: string; email: string; token_version: number };

/** Where a session was opened: shown on the Devices screen, and the device key the login throttle recognises. */
export type SessionDevice = { label?: string | null; installationId?: string | null; deviceRowId?: string | null; deviceKeyHash?: string | null };

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler that lets the request through only with a valid, unexpired, unrevoked bearer token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Opens a session for this user and answers its signed bearer token, valid for TOKEN_TTL or until the session ends. */
    issueToken: (user: TokenSubject, device?: SessionDevice) => Promise<string>;
  }
  interface FastifyRequest {
    /** The signed-in user; set by app.authenticate, so only meaningful on routes protected by it. */
    user: AuthUser;
    /** The session of the request's token; null for a token from before sessions (then only its version can end it). */
    sessionId: string | null;
  }
}

export const AUTH_MESSAGES = {
  missing: 'Authentication required',
  invalid: 'Invalid token',
  expired: 'Your session has expired. Please log in again.',
  revoked: 'Your session has ended. Please log in again.',
} as const;

const ISSUER = 'tessera';
const AUDIENCE = 'tessera-api';
const ALGORITHM = 'HS256';

/**
 * A token names its session (`sid`): the session row decides whether it still works. Tokens issued before sessions
 * existed carry the user's token version (`tv`) instead, and keep working until they expire or the version goes up
 * (a password change, "log out of all devices", or logging out with such a token).
 */
type TokenClaims = { sub: string; email: string; sid: string } | { sub: string; email: string; tv: number; sid?: undefined };

class AuthError extends Error {
  readonly statusCode = 403;
}

const bearerTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
};

/** Bearer tokens (HS256 JWTs signed with JWT_SECRET): issues them and checks them on protected routes. */
export const authPlugin = fp<{ config: Config; clock: Clock }>(
  async (app, { config, clock }) => {
    // Imported once: given the secret's bytes, jose imports a key again for every token it signs or checks (issue 26's
    // load test: about a third of each check's CPU, on every signed-in request).
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(config.jwtSecret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

    const verify = async (token: string): Promise<TokenClaims> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE, currentDate: clock() });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw new AuthError(AUTH_MESSAGES.invalid);
        if (typeof payload.sid === 'string') return { sub: payload.sub, email: payload.email, sid: payload.sid };
        if (typeof payload.tv === 'number') return { sub: payload.sub, email: payload.email, tv: payload.tv };
        throw new AuthError(AUTH_MESSAGES.invalid);
      } catch (error) {
        if (error instanceof AuthError) throw error;
        if (error instanceof errors.JWTExpired) throw new AuthError(AUTH_MESSAGES.expired);
        throw new AuthError(AUTH_MESSAGES.invalid);
      }
    };

    app.decorate('issueToken', async (user: TokenSubject, device: SessionDevice = {}) => {
      const issuedAt = clock();
      const now = Math.floor(issuedAt.getTime() / 1000);
      const sid = newSessionId();
      await app.repositories.sessions.insert({
        id: sid,
        userId: user.id,
        now: issuedAt,
        expiresAt: new Date((now + config.tokenTtlSeconds) * 1000),
        deviceLabel: device.label ?? null,
        installationId: device.installationId ?? null,
        deviceRowId: device.deviceRowId ?? null,
        deviceKeyHash: device.deviceKeyHash ?? null,
      });
      return new SignJWT({ email: user.email, sid })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + config.tokenTtlSeconds)
        .sign(key);
    });

    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorateRequest('sessionId', null);

    /** The session's holder, when it is still open; moves its last use forward now and then (never awaited). */
    const openSession = async (claims: { sub: string; sid: string }, request: FastifyRequest): Promise<AuthUser> => {
      const holder = await app.repositories.sessions.findHolder(claims.sid);
      const now = clock();
      // Ended (logout, another device's "Sign out", a password change), expired, or gone with its account.
      if (!holder || holder.user_id !== claims.sub || holder.revoked_at !== null || holder.expires_at <= now.toISOString()) {
        throw new AuthError(AUTH_MESSAGES.revoked);
      }
      if (now.getTime() - Date.parse(holder.last_used_at) >= LAST_USED_STEP_MS) {
        app.repositories.sessions
          .touch(claims.sid, now)
          .catch((error: unknown) => request.log.warn({ err: error }, 'the last use of a session could not be noted'));
      }
      return { id: claims.sub, email: holder.email, name: holder.name, role: holder.role };
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerTokenOf(request);
      if (!token) throw new AuthError(AUTH_MESSAGES.missing);
      const claims = await verify(token);
      if (claims.sid !== undefined) {
        request.user = await openSession(claims, request);
        request.sessionId = claims.sid;
        return;
      }
      const user = await app.repositories.users.findTokenHolder(claims.sub);
      // A password change raises token_version; a deleted account has no row: both revoke older tokens.
      if (!user || user.token_version !== claims.tv) throw new AuthError(AUTH_MESSAGES.revoked);
      request.user = { id: user.id, email: user.email, name: user.name, role: user.role };
      request.sessionId = null;
    });
  },
  { name: 'tessera-auth', dependencies: ['tessera-database'] },
);
