import { BoardSchema, sameEmail } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CachedAnswer } from '../../answers/answer-cache.ts';
import { boardAnswerJson, forOthers } from '../../boards/board-answer.ts';
import { claimedEmailOf } from '../../http/claimed-email.ts';
import { sendJsonText } from '../../http/send-json-text.ts';
import { sendKeptAnswer } from '../../http/send-kept-answer.ts';
import { optionalUser, ownedBy } from '../../http/signed-in-user.ts';
import { serializerFor } from '../../json/compiled-serializer.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { boardFromStored } from '../../repositories/boards-repository.ts';
import { BOARD_MESSAGES, BoardListQuerySchema, BoardNotFoundSchema, BoardParamsSchema, BoardSummaryListSchema } from './board-schemas.ts';

/** A list page's key among kept answers: its query as sent (both lists are the same public boards). */
const listKeyOf = (request: FastifyRequest): string => {
  const query = request.url.indexOf('?');
  return query === -1 ? '' : request.url.slice(query);
};

/**
 * Whether a kept answer (what anyone but the board's owner gets) is this request's: unless its token claims the owner's
 * email. The claim is not checked here: a token claiming someone else is at most a stranger, who gets what anyone gets.
 */
const isForAnyone = (request: FastifyRequest, kept: CachedAnswer): boolean => {
  if (!request.headers.authorization) return true;
  const claimed = claimedEmailOf(request);
  return claimed === undefined || !sameEmail(claimed, kept.owner ?? undefined);
};

/**
 * What anyone may read: the public list and one board. Their answers are kept as written (src/answers) and served as
 * soon as the request is routed, before its query is validated again or its token checked (the answer was made from the
 * same query; only the owner's request needs the token, and it is answered in full, from the database).
 */
export const publicBoardReads: FastifyPluginAsyncZod = async (app) => {
  // Lists answer summaries (no tiles, no emails): ten boards of 2,000 tiles would otherwise be megabytes per page.
  const writeList = serializerFor(BoardSummaryListSchema);
  const lists = [
    ['', 'List boards (the public ones), as summaries; GET /board/:id answers one whole'],
    ['/public', 'List public boards, as summaries; GET /board/:id answers one whole'],
  ] as const;
  for (const [url, summary] of lists) {
    app.get(
      url,
      {
        onRequest: (request, reply, done) => {
          const kept = app.answers.list(listKeyOf(request));
          if (kept) sendKeptAnswer(request, reply, kept);
          else done();
        },
        schema: { summary, tags: ['board'], querystring: BoardListQuerySchema, response: { 200: BoardSummaryListSchema } },
      },
      async (request, reply) => {
        const key = listKeyOf(request);
        const { ticket, value: page } = await app.answers.sharedRead(`list ${key}`, () => app.repositories.boards.listPublic(request.query));
        return sendKeptAnswer(request, reply, app.answers.keepList(key, ticket, writeList(page)));
      },
    );
  }

  app.get(
    '/:id',
    {
      onRequest: (request, reply, done) => {
        const kept = app.answers.board((request.params as { id: string }).id);
        if (kept && isForAnyone(request, kept)) sendKeptAnswer(request, reply, kept);
        else done();
      },
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
      const { ticket, value: stored } = await app.answers.sharedRead(`board ${id}`, () => app.repositories.boards.getStoredById(id));
      if (!stored) return reply.code(404).send({ message: BOARD_MESSAGES.notFound });
      const user: AuthUser | undefined = await optionalUser(app, request, reply);
      const forOwner = Boolean(user && ownedBy(stored.email ?? undefined, user));
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
