import { PremiumRefusalSchema, SpeechRequestSchema } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MessageSchema } from '../../http/message-schema.ts';
import type { ServerVoices } from '../../speech/server-voices.ts';
import { SpeechFailure } from '../../speech/speech-engine.ts';
import { SPEECH_MAX_AGE_SECONDS, SPEECH_RATE_LIMIT } from '../../speech/speech-limits.ts';

export const SPEECH_MESSAGES = {
  unknownVoice: 'This voice is not offered by the server',
  failed: 'The voice could not say it',
  timeout: 'The voice did not answer in time',
} as const;

type Said = z.output<typeof SpeechRequestSchema>;

/**
 * Says a text with one of the server's voices (issue 29): `POST /speech` with { text, voiceURI, rate, pitch }, or `GET
 * /speech?text=…&voiceURI=…&rate=…&pitch=…`, whose answer the browser keeps (private, a week, with an entity tag).
 * Signed in, a per-user rate limit; the OpenAI-compatible engine is premium when subscriptions are on (eSpeak NG never).
 */
export const speechRoutes: FastifyPluginAsyncZod<{ voices: ServerVoices }> = async (app, { voices }) => {
  const say = async (request: FastifyRequest, reply: FastifyReply, { text, voiceURI, rate, pitch }: Said) => {
    const found = voices.find(voiceURI);
    if (!found) return reply.code(404).send({ message: SPEECH_MESSAGES.unknownVoice });
    if (found.engine.premium) {
      const refusal = await app.subscriptions.refusalOf(request.user.id);
      if (refusal) return reply.code(402).send(refusal);
    }
    try {
      const started = performance.now();
      const said = await voices.say(found, { text, rate, pitch });
      reply.header('cache-control', `private, max-age=${SPEECH_MAX_AGE_SECONDS}`);
      reply.header('etag', said.etag);
      reply.header('server-timing', `synth;desc="${said.hit ? 'hit' : found.engine.id}";dur=${(performance.now() - started).toFixed(1)}`);
      if (request.headers['if-none-match'] === said.etag) return reply.code(304).send();
      return reply.type(said.contentType).send(said.audio);
    } catch (error) {
      const timeout = error instanceof SpeechFailure && error.reason === 'timeout';
      // The text is the user's words: never logged.
      request.log.warn({ engine: found.engine.id, failure: timeout ? 'timeout' : 'provider' }, 'speech failed');
      return reply.code(timeout ? 504 : 502).send({ message: timeout ? SPEECH_MESSAGES.timeout : SPEECH_MESSAGES.failed });
    }
  };

  const routeOptions = (summary: string, input: 'body' | 'querystring') => ({
    // Signed in first, so the limit counts per user (the rate limit runs as a preHandler, after this).
    onRequest: app.authenticate,
    config: {
      rateLimit: { ...SPEECH_RATE_LIMIT, hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => request.user.id },
      writeLimit: false as const,
    },
    schema: {
      summary,
      tags: ['speech'],
      security: [{ bearer: [] }],
      [input]: SpeechRequestSchema,
      response: {
        400: MessageSchema,
        402: PremiumRefusalSchema,
        403: MessageSchema,
        404: MessageSchema,
        429: MessageSchema,
        502: MessageSchema,
        504: MessageSchema,
      },
    },
  });

  app.post(
    '',
    routeOptions('Says a text with a server voice: the audio itself (audio/wav from eSpeak NG, audio/mpeg from the API)', 'body'),
    (request, reply) => say(request, reply, request.body as Said),
  );
  app.get('', routeOptions('As POST /speech, with the fields in the query: an answer the browser may keep', 'querystring'), (request, reply) =>
    say(request, reply, request.query as Said),
  );
};
