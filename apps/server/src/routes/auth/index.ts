import { AuthProvidersSchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../accounts/messages.ts';
import { OAUTH_STATE_TTL_MS } from '../../accounts/oauth.ts';
import { setOAuthCookie } from '../../accounts/oauth-cookie.ts';
import { OAUTH_PROVIDERS } from '../../config.ts';
import { plainText } from '../../accounts/schemas.ts';
import { MessageSchema } from '../../http/message-schema.ts';

const StartParamsSchema = z.object({ type: plainText(20) });

/**
 * Social login (spec 01 §2 "/login/{type}/callback"): the providers on offer, and the start of a
 * sign-in, which sends the browser to the provider. The provider sends it back to the web page
 * /login/{type}/callback, which finishes with POST /user/login { type, activatedData }.
 */
export const authRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.get(
    '/providers',
    {
      schema: {
        summary: 'The configured social login providers (the web shows buttons for these only)',
        tags: ['auth'],
        response: { 200: AuthProvidersSchema },
      },
    },
    async () => ({ providers: app.oauth.providers() }),
  );

  app.get(
    '/:type/start',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        summary: 'Start a social login: redirects to the provider',
        tags: ['auth'],
        params: StartParamsSchema,
        response: { 302: z.null(), 404: MessageSchema, 429: MessageSchema },
      },
    },
    async (request, reply) => {
      const { type } = request.params;
      if (!app.oauth.isConfigured(type)) return reply.code(404).send({ message: ACCOUNT_MESSAGES.unknownProvider });
      let started;
      try {
        started = await app.oauth.start(type);
      } catch (error) {
        // The browser is on its way to the provider: send it to the callback page, which shows the error and returns to login.
        request.log.error({ err: error, provider: type }, 'social login could not start');
        return reply.redirect(`${publicUrl}/login/${type}/callback?error=server_error`, 302);
      }
      const now = app.clock();
      await app.repositories.oauthStates.insert(
        {
          state: started.state,
          provider: type,
          code_verifier: started.codeVerifier,
          nonce: started.nonce,
          expires_at: new Date(now.getTime() + OAUTH_STATE_TTL_MS).toISOString(),
        },
        now,
      );
      setOAuthCookie(reply, started.state, publicUrl);
      return reply.header('cache-control', 'no-store').redirect(started.url.href, 302);
    },
  );
};

/**
 * Apple answers with a form POST to the callback address (response_mode=form_post). The web app
 * reads its callback from the address bar, so the form is turned into the same address with a query string.
 */
export const formPostCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.post(
    '/login/:type/callback',
    {
      schema: {
        hide: true,
        params: z.object({ type: z.enum(OAUTH_PROVIDERS) }),
        body: z.record(z.string(), z.string()),
      },
    },
    async (request, reply) => {
      const query = new URLSearchParams(request.body).toString();
      return reply.redirect(`/login/${request.params.type}/callback?${query}`, 303);
    },
  );
};
