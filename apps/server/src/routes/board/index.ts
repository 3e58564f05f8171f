import { BoardSchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardAnswerJson, forOthers } from '../../boards/board-answer.ts';
import type { Config } from '../../config.ts';
import { boardFromStored, type StoredBoard } from '../../repositories/boards-repository.ts';
import { sendJsonText } from '../../http/send-json-text.ts';
import { optionalUser, ownedBy } from '../../http/signed-in-user.ts';
import { boardChangeRoutes } from './board-changes.ts';
import { BOARD_MESSAGES, BoardListQuerySchema, BoardNotFoundSchema, BoardParamsSchema, BoardSummaryListSchema } from './board-schemas.ts';
import { boardHistoryRoutes } from './board-history.ts';
import { boardReportRoutes } from './board-report.ts';
import { myBoardRoutes } from './my-boards.ts';

/** Boards (spec 01 §7). Public boards need no account; a private board is its owner's only. */
export const boardRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Lists answer summaries (no tiles, no emails): ten boards of 2,000 tiles would otherwise be megabytes per page.
  const listSchema = { tags: ['board'], querystring: BoardListQuerySchema, response: { 200: BoardSummaryListSchema } };

  app.get('', { schema: { ...listSchema, summary: 'List boards (the public ones), as summaries; GET /board/:id answers one whole' } }, async (request) =>
    app.repositories.boards.list(request.query),
  );

  app.get('/public', { schema: { ...listSchema, summary: 'List public boards, as summaries; GET /board/:id answers one whole' } }, async (request) =>
    app.repositories.boards.listPublic(request.query),
  );

  await app.register(myBoardRoutes);
  await app.register(boardChangeRoutes);
  await app.register(boardHistoryRoutes);
  await app.register(boardReportRoutes, { config });

  app.get(
    '/:id',
    {
      schema: {
        summary:
          'One board: a public one, or a private one to its owner (bearer token optional). Anyone else asking for a private ' +
          'board gets 404 with `private: true`, so the app can ask them to have its author publish it (never 403, which ends a session)',
        tags: ['board'],
        params: BoardParamsSchema,
        response: { 200: BoardSchema, 404: BoardNotFoundSchema },
      },
    },
    async (request, reply) => {
      const answer = (stored: StoredBoard, forOwner: boolean) => {
        const json = boardAnswerJson(stored, forOwner);
        if (json !== undefined) return sendJsonText(reply, json);
        const board = boardFromStored(stored);
        return forOwner ? board : forOthers(board);
      };
      const stored = await app.repositories.boards.getStoredById(request.params.id);
      if (stored && !stored.isPublic) {
        const user = await optionalUser(app, request, reply);
        if (user && ownedBy(stored.email ?? undefined, user)) return answer(stored, true);
        // Spec 01 §4: a private board opened by someone else is blocked with 'ask the author to publish', which the app
        // can only say if it can tell the board exists. Its content, owner and name stay hidden.
        return reply.code(404).send({ message: BOARD_MESSAGES.private, private: true });
      }
      if (!stored) return reply.code(404).send({ message: BOARD_MESSAGES.notFound });
      const user = await optionalUser(app, request, reply);
      return answer(stored, Boolean(user && ownedBy(stored.email ?? undefined, user)));
    },
  );
};
