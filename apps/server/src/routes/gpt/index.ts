import { PhraseEditedSchema, PhraseEditSchema, PremiumRefusalSchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PhraseApiConfig } from '../../config.ts';
import { MessageSchema } from '../../http/message-schema.ts';
import { phraseImprovementRefusal } from '../../phrases/phrase-access.ts';
import { improvePhrase } from '../../phrases/phrase-client.ts';
import { PHRASE_RATE_LIMIT } from '../../phrases/phrase-limits.ts';

/**
 * Phrase improvement (spec 01 §7 "POST /gpt/edit"; issue 29), registered only when PHRASE_API_URL is set (else the
 * call is a 404 and GET /features says so). The phrase goes to the provider and back, and is never logged.
 */
export const gptRoutes: FastifyPluginAsyncZod<{ api: PhraseApiConfig; timeoutMs: number }> = async (app, { api, timeoutMs }) => {
  app.post(
    '/edit',
    {
      // Signed in first, so the limit counts per user (the rate limit runs as a preHandler, after this).
      onRequest: app.authenticate,
      config: { rateLimit: { ...PHRASE_RATE_LIMIT, hook: 'preHandler', keyGenerator: (request) => request.user.id }, writeLimit: false },
      schema: {
        summary:
          "The symbols' words as one natural sentence of their language, from the configured OpenAI-compatible API; an empty " +
          'phrase when it fails, is too slow (5 s), or answers something else than a rewording. Premium: 402 with a reason when ' +
          'subscriptions are on and the user has no premium now',
        tags: ['gpt'],
        security: [{ bearer: [] }],
        body: PhraseEditSchema,
        response: { 200: PhraseEditedSchema, 400: MessageSchema, 402: PremiumRefusalSchema, 403: MessageSchema, 429: MessageSchema },
      },
    },
    async (request, reply) => {
      const refusal = await phraseImprovementRefusal(app, request.user);
      if (refusal) return reply.code(402).send(refusal);
      // The app aborts a request when the output changes again: the provider's request is abandoned with it.
      const cancelled = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableEnded) cancelled.abort();
      };
      reply.raw.on('close', onClose);
      try {
        const { phrase, failure } = await improvePhrase(api, request.body, { timeoutMs, signal: cancelled.signal });
        if (failure === 'provider' || failure === 'timeout') request.log.warn({ failure }, 'phrase improvement failed');
        return { phrase };
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );
};
