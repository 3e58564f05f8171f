import { sameEmail } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../plugins/auth.ts';

/**
 * The signed-in user on a route anyone may call: the request's bearer token is checked like on a
 * protected route, but a missing or refused token only means "anonymous" here (a stale token must
 * not hide public boards). Errors other than a refused token still fail the request.
 */
export async function optionalUser(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<AuthUser | undefined> {
  if (!request.headers.authorization) return undefined;
  try {
    await app.authenticate(request, reply);
    return request.user;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 403) return undefined;
    throw error;
  }
}

/** A record belongs to the user whose email it carries (compared without case, as accounts are). */
export const ownedBy = (recordEmail: string | undefined, user: AuthUser): boolean => sameEmail(recordEmail, user.email);
