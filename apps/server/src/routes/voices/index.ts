import { CloudVoicesSchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerVoices } from '../../speech/server-voices.ts';

/** The server's voices (spec 02 §7 "Cloud voices list"; issue 29): every configured engine's, none when none is. */
export const voicesRoutes: FastifyPluginAsyncZod<{ voices: ServerVoices }> = async (app, { voices }) => {
  app.get(
    '',
    {
      schema: {
        summary: "The voices the server speaks with (POST /speech): eSpeak NG unless SPEECH_ESPEAK=off, and the SPEECH_API_URL provider's",
        tags: ['speech'],
        response: { 200: CloudVoicesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { voices: voices.voices() };
    },
  );
};
