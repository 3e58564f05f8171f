import { BoardSchema } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardAnswerJson, forOthers } from '../../boards/board-answer.ts';
import type { Config } from '../../config.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { boardFromStored } from '../../repositories/boards-repository.ts';
import { sendJsonText } from '../../http/send-json-text.ts';
import { sendKeptAnswer } from '../../http/send-kept-answer.ts';
import { optionalUser, ownedBy } from '../../http/signed-in-user.ts';
import { serializerFor } from '../../json/compiled-serializer.ts';
import type { BoardListQuery } from '../../repositories/boards-repository.ts';
import { boardChangeRoutes } from './board-changes.ts';
import { BOARD_MESSAGES, BoardListQuerySchema, BoardNotFoundSchema, BoardParamsSchema, BoardSummaryListSchema } from './board-schemas.ts';
import { boardHistoryRoutes } from './board-history.ts';
import { boardReportRoutes } from './board-report.ts';
import { myBoardRoutes } from './my-boards.ts';

/** Boards (spec 01 §7). Public boards need no account; a private board is its owner's only. */
export const boardRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Lists answer summaries (no tiles, no emails): ten boards of 2,000 tiles would otherwise be megabytes per page.
  const listSchema = { tags: ['board'], querystring: BoardListQuerySchema, response: { 200: BoardSummaryListSchema } };
  const writeList = serializerFor(BoardSummaryListSchema);

  // Both lists are the public boards, the same for everyone: a page is kept as written (src/answers) by its query.
  const listAnswer = async (request: FastifyRequest<{ Querystring: BoardListQuery }>, reply: FastifyReply) => {
    const key = JSON.stringify(request.query);
    const kept = app.answers.list(key);
    if (kept) return sendKeptAnswer(request, reply, kept);
    const ticket = app.answers.ticket();
    const page = await app.repositories.boards.listPublic(request.query);
    return sendKeptAnswer(request, reply, app.answers.keepList(key, ticket, writeList(page)));
  };

  app.get('', { schema: { ...listSchema, summary: 'List boards (the public ones), as summaries; GET /board/:id answers one whole' } }, listAnswer);

  app.get('/public', { schema: { ...listSchema, summary: 'List public boards, as summaries; GET /board/:id answers one whole' } }, listAnswer);

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
      const { id } = request.params;
      // The signed-in user, asked of the database at most once (an anonymous request never is).
      let signedIn: Promise<AuthUser | undefined> | undefined;
      const userOf = () => (signedIn ??= optionalUser(app, request, reply));
      const isOwner = async (email: string | null) => {
        const user = await userOf();
        return Boolean(user && ownedBy(email ?? undefined, user));
      };

      // A public board as anyone but its owner sees it is kept as written (src/answers); its owner gets it in full.
      const kept = app.answers.board(id);
      if (kept && !(request.headers.authorization && (await isOwner(kept.owner ?? null)))) return sendKeptAnswer(request, reply, kept);

      const ticket = app.answers.ticket();
      const stored = await app.repositories.boards.getStoredById(id);
      if (!stored) return reply.code(404).send({ message: BOARD_MESSAGES.notFound });
      const forOwner = await isOwner(stored.email);
      // Spec 01 §4: a private board opened by someone else is blocked with 'ask the author to publish', which the app
      // can only say if it can tell the board exists. Its content, owner and name stay hidden.
      if (!stored.isPublic && !forOwner) return reply.code(404).send({ message: BOARD_MESSAGES.private, private: true });
      const json = boardAnswerJson(stored, forOwner);
      if (json === undefined) {
        const board = boardFromStored(stored);
        return forOwner ? board : forOthers(board);
      }
      if (forOwner) return sendJsonText(reply, json);
      return sendKeptAnswer(request, reply, app.answers.keepBoard(id, ticket, { json, owner: stored.email }));
    },
  );
};
