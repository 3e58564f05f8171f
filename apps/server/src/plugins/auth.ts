/*
 * How to protect a route (note for route authors):
 *   app.get('/x', { preHandler: app.authenticate, schema: { ... } }, async (request) => { ... request.user ... });
 * (onRequest: app.authenticate works too, and refuses before the body is read.)
 * request.user is { id, email, name, role } of the signed-in user, read fresh from the database on each call.
 * Without a valid bearer token the route never runs: the client gets 403 { message }, as ARCHITECTURE.md says.
 * Acting on what is not the user's is the route's own check: answer 404 (or 401), never 403, and change nothing.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';

export type AuthUser = { id: string; email: string; name: string; role: string };

/** What a token is issued for: the user and the token version that is current when it is issued. */
export type TokenSubject = { id: string; email: string; token_version: number };

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler that lets the request through only with a valid, unexpired, unrevoked bearer token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A signed bearer token for this user, valid for TOKEN_TTL. */
    issueToken: (user: TokenSubject) => Promise<string>;
  }
  interface FastifyRequest {
    /** The signed-in user; set by app.authenticate, so only meaningful on routes protected by it. */
    user: AuthUser;
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

type TokenClaims = { sub: string; email: string; tv: number };

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
    const key = new TextEncoder().encode(config.jwtSecret);

    const verify = async (token: string): Promise<TokenClaims> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE, currentDate: clock() });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.tv !== 'number') {
          throw new AuthError(AUTH_MESSAGES.invalid);
        }
        return { sub: payload.sub, email: payload.email, tv: payload.tv };
      } catch (error) {
        if (error instanceof AuthError) throw error;
        if (error instanceof errors.JWTExpired) throw new AuthError(AUTH_MESSAGES.expired);
        throw new AuthError(AUTH_MESSAGES.invalid);
      }
    };

    app.decorate('issueToken', async (user: TokenSubject) => {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ email: user.email, tv: user.token_version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + config.tokenTtlSeconds)
        .sign(key);
    });

    app.decorateRequest('user', null as unknown as AuthUser);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerTokenOf(request);
      if (!token) throw new AuthError(AUTH_MESSAGES.missing);
      const claims = await verify(token);
      const user = await app.repositories.users.findTokenHolder(claims.sub);
      // A password change raises token_version; a deleted account has no row: both revoke older tokens.
      if (!user || user.token_version !== claims.tv) throw new AuthError(AUTH_MESSAGES.revoked);
      request.user = { id: user.id, email: user.email, name: user.name, role: user.role };
    });
  },
  { name: 'tessera-auth', dependencies: ['tessera-database'] },
);
