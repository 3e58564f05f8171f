import { PhraseHistorySaveSchema, PhraseHistorySchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../http/message-schema.ts';

const security = [{ bearer: [] }];
const tags = ['phrases'];

/**
 * The signed-in user's phrase history (issue 31; this server's own call, not in the spec): the phrases spoken from
 * the output bar on any of their devices, newest first with favourites pinned, at most 500.
 */
export const phraseHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The signed-in user's phrase history and when it was last cleared",
        tags,
        security,
        response: { 200: PhraseHistorySchema, 403: MessageSchema },
      },
    },
    (request) => app.repositories.phraseHistory.read(request.user.id),
  );

  app.post(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          "Merge a device's phrases (at most 100 a save) and its last clear into the history: of a phrase on both sides the later " +
          'change wins, a clear removes every phrase said before it that is not a favourite, and at most 500 are kept. Answers the whole history.',
        tags,
        security,
        body: PhraseHistorySaveSchema,
        response: { 200: PhraseHistorySchema, 400: MessageSchema, 403: MessageSchema },
      },
    },
    (request) => app.repositories.phraseHistory.save(request.user.id, request.body),
  );
};
