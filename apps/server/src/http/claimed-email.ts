import type { FastifyRequest } from 'fastify';

/**
 * The email the request's bearer token claims, read without checking the token: only to rule the sender out as a
 * record's owner, where being ruled out gets nothing an anonymous request would not get (a forged claim gains nothing).
 * Undefined without a token, or for one that does not read as a JWT with an email.
 */
export function claimedEmailOf(request: FastifyRequest): string | undefined {
  const token = /^Bearer\s+([\w-]+)\.([\w-]+)\.[\w-]*\s*$/i.exec(request.headers.authorization ?? '');
  if (!token) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(token[2] as string, 'base64url').toString('utf8'));
    const email = (claims as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}
