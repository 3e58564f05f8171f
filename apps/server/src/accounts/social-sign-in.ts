import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OAuthProviderType } from '../config.ts';
import type { UserRow } from '../repositories/users-repository.ts';
import { clearOAuthCookie, oauthCookieOf } from './oauth-cookie.ts';
import { newUserId } from './secret-tokens.ts';

/** The query string of the callback, whether the web passes "?code=…", "code=…" or the whole callback address. */
export const callbackParamsOf = (activatedData: string): URLSearchParams => {
  const question = activatedData.indexOf('?');
  return new URLSearchParams(question >= 0 ? activatedData.slice(question + 1) : activatedData);
};

/**
 * Finishes a social login started by GET /auth/:type/start and finds or creates the account of the
 * provider's verified email (activated: the provider vouched for the address). Undefined when any
 * check fails; the reason is logged, the caller only learns that it failed.
 */
export async function signInWithProvider(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  type: OAuthProviderType,
  activatedData: string,
  publicUrl: string,
): Promise<UserRow | undefined> {
  const refuse = (reason: string) => {
    request.log.warn({ provider: type, reason }, 'social login refused');
    return undefined;
  };
  const params = callbackParamsOf(activatedData);
  const state = params.get('state');
  if (!app.oauth.isConfigured(type)) return refuse('provider not configured');
  if (params.has('error')) return refuse(`provider answered ${params.get('error')}`);
  if (!state || !params.get('code')) return refuse('no code or state');
  if (oauthCookieOf(request) !== state) return refuse('state does not match the cookie of the browser that started the login');
  clearOAuthCookie(reply, publicUrl);
  const now = app.clock();
  const pending = await app.repositories.oauthStates.take(state, now);
  if (!pending || pending.provider !== type) return refuse('unknown, used or expired state');

  let profile;
  try {
    profile = await app.oauth.finish(type, params, { state, codeVerifier: pending.code_verifier, nonce: pending.nonce });
  } catch (error) {
    return refuse((error as Error).message);
  }

  const users = app.repositories.users;
  let user = await users.findByEmail(profile.email);
  if (!user) {
    const name = profile.name ?? profile.email.split('@')[0] ?? profile.email;
    await users.insert({ id: newUserId(), name, email: profile.email, passwordHash: null, activated: true, activationToken: null, now });
    user = await users.findByEmail(profile.email);
    if (!user) return refuse('the account could not be created');
  } else if (user.activated !== 1) {
    await users.activateVerified(user.id, now);
  }
  if (profile.picture && !user.photos) await users.setPhotos(user.id, [{ value: profile.picture }], now);
  return users.findById(user.id);
}
