import { BoardSchema, MAX_BOARD_BYTES } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { boardQuotaMessage } from '../../boards/board-quota.ts';
import type { Config } from '../../config.ts';
import { deviceIdOf, deviceLabelOf } from '../../http/device-label.ts';
import { MessageSchema } from '../../http/message-schema.ts';
import { PremiumRefusalSchema } from '@tessera/core';
import { boardWrites, type BoardWrite } from '../../sync/board-writes.ts';
import {
  BOARD_MESSAGES,
  BoardBatchResultSchema,
  BoardBatchSchema,
  BoardBatchUpdateResultSchema,
  BoardBatchUpdateSchema,
  BoardConflictSchema,
  BoardParamsSchema,
  BoardUpdateSchema,
  DeletedBoardSchema,
  NewBoardSchema,
} from './board-schemas.ts';

const security = [{ bearer: [] }];
/** Each board of a batch counts as a write of its own against the write limits. */
const boardsInBatch = (body: unknown): number => (body as { boards: unknown[] }).boards.length;
const refusals = { 402: PremiumRefusalSchema, 403: MessageSchema, 404: MessageSchema, 409: BoardConflictSchema, 410: MessageSchema };

/** Creating, updating and deleting the signed-in user's boards; every landed write is told to the user's other devices. */
export const boardChangeRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const overQuota = { message: boardQuotaMessage(config.boardQuotaBytes) };
  const writes = (request: FastifyRequest) =>
    boardWrites(app.repositories.boards, {
      user: request.user,
      device: deviceLabelOf(request),
      now: app.clock,
      quotaBytes: config.boardQuotaBytes,
      // Publishing and copying public boards are premium features, gated only when subscriptions are on.
      ...(app.subscriptions.config.enabled && { premium: () => app.subscriptions.refusalOf(request.user.id) }),
    });

  const announce = (request: FastifyRequest, result: BoardWrite) => {
    if (result.outcome !== 'created' && result.outcome !== 'updated') return;
    void app.events.publish(request.user.id, { type: 'board', id: result.board.id, version: result.board.version ?? 1, deviceId: deviceIdOf(request) });
  };

  app.post(
    '',
    {
      preHandler: app.authenticate,
      bodyLimit: MAX_BOARD_BYTES,
      schema: {
        summary:
          'Create a board; answers it with its server id. With `version: 0` (the client read no version), a board of the same ' +
          "origin the user already has (a retried create, another device's copy of the same built-in board) is answered 409 with " +
          'that board to merge with; without `version` it is written over and the replaced version kept in the history.',
        tags: ['board'],
        security,
        body: NewBoardSchema,
        response: {
          200: BoardSchema,
          201: BoardSchema,
          400: MessageSchema,
          402: PremiumRefusalSchema,
          403: MessageSchema,
          409: BoardConflictSchema,
          410: MessageSchema,
          413: MessageSchema,
          507: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await writes(request).create(request.body);
      announce(request, result);
      if (result.outcome === 'over-quota') return reply.code(507).send(overQuota);
      if (result.outcome === 'premium') return reply.code(402).send(result.refusal);
      if (result.outcome === 'gone') return reply.code(410).send({ message: BOARD_MESSAGES.gone });
      if (result.outcome === 'conflict') return reply.code(409).send({ message: BOARD_MESSAGES.conflict, board: result.current });
      return reply.code(result.outcome === 'created' ? 201 : 200).send(result.board);
    },
  );

  app.post(
    '/batch',
    {
      preHandler: app.authenticate,
      config: { writeRecords: boardsInBatch },
      schema: {
        summary:
          'Create several boards at once (at most 100), each as POST /board would; answers one result per board, in order. ' +
          'A device syncing many boards made offline sends them this way instead of one request each.',
        tags: ['board'],
        security,
        body: BoardBatchSchema,
        response: { 200: BoardBatchResultSchema, 400: MessageSchema, 403: MessageSchema, 413: MessageSchema },
      },
    },
    async (request) => {
      const write = writes(request);
      const results = [];
      // One after another, in order: two entries with the same local id are a create and its retry.
      for (const board of request.body.boards) {
        const result = await write.create(board);
        announce(request, result);
        if (result.outcome === 'over-quota') results.push({ status: 507 as const, ...overQuota });
        else if (result.outcome === 'premium') results.push({ status: 402 as const, ...result.refusal });
        else if (result.outcome === 'gone') results.push({ status: 410 as const, message: BOARD_MESSAGES.gone });
        else if (result.outcome === 'conflict') results.push({ status: 409 as const, message: BOARD_MESSAGES.conflict, board: result.current });
        else results.push({ status: result.outcome === 'created' ? (201 as const) : (200 as const), board: result.board });
      }
      return { results };
    },
  );

  app.put(
    '/batch',
    {
      preHandler: app.authenticate,
      config: { writeRecords: boardsInBatch },
      schema: {
        summary:
          "Update several of the signed-in user's boards at once (at most 100), each as PUT /board/:id would (its id in the body); " +
          'answers one result per board, in order. A device sending many merged or edited boards sends them this way.',
        tags: ['board'],
        security,
        body: BoardBatchUpdateSchema,
        response: { 200: BoardBatchUpdateResultSchema, 400: MessageSchema, 403: MessageSchema, 413: MessageSchema },
      },
    },
    async (request) => {
      const write = writes(request);
      const results = [];
      for (const board of request.body.boards) {
        const result = await write.update(board.id as string, board);
        announce(request, result);
        if (result.outcome === 'over-quota') results.push({ status: 507 as const, ...overQuota });
        else if (result.outcome === 'premium') results.push({ status: 402 as const, ...result.refusal });
        else if (result.outcome === 'gone') results.push({ status: 410 as const, message: BOARD_MESSAGES.gone });
        else if (result.outcome === 'not-found') results.push({ status: 404 as const, message: BOARD_MESSAGES.notFound });
        else if (result.outcome === 'conflict') results.push({ status: 409 as const, message: BOARD_MESSAGES.conflict, board: result.current });
        else results.push({ status: result.outcome === 'created' ? (201 as const) : (200 as const), board: result.board });
      }
      return { results };
    },
  );

  app.put(
    '/:id',
    {
      preHandler: app.authenticate,
      bodyLimit: MAX_BOARD_BYTES,
      schema: {
        summary:
          "Update one of the signed-in user's boards; answers the board as stored, with its new version. A body whose `version` " +
          'is not the stored one is refused with 409 and the current board (nothing changes); a body without `version` wins, ' +
          'and the version it replaced is kept in the history.',
        tags: ['board'],
        security,
        params: BoardParamsSchema,
        body: BoardUpdateSchema,
        response: { 200: BoardSchema, 201: BoardSchema, 400: MessageSchema, 413: MessageSchema, 507: MessageSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.body.id !== undefined && request.body.id !== id) return reply.code(400).send({ message: BOARD_MESSAGES.idMismatch });
      const result = await writes(request).update(id, request.body);
      announce(request, result);
      if (result.outcome === 'over-quota') return reply.code(507).send(overQuota);
      if (result.outcome === 'premium') return reply.code(402).send(result.refusal);
      if (result.outcome === 'gone') return reply.code(410).send({ message: BOARD_MESSAGES.gone });
      if (result.outcome === 'not-found') return reply.code(404).send({ message: BOARD_MESSAGES.notFound });
      if (result.outcome === 'conflict') return reply.code(409).send({ message: BOARD_MESSAGES.conflict, board: result.current });
      return reply.code(result.outcome === 'created' ? 201 : 200).send(result.board);
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Delete one of the signed-in user's boards; it can never be brought back by a stale device",
        tags: ['board'],
        security,
        params: BoardParamsSchema,
        response: { 200: DeletedBoardSchema, 403: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      const result = await writes(request).delete(request.params.id);
      if (result.outcome === 'not-found') return reply.code(404).send({ message: BOARD_MESSAGES.notFound });
      void app.events.publish(request.user.id, { type: 'board-deleted', id: result.id, deviceId: deviceIdOf(request) });
      return { id: result.id, deletedAt: result.deletedAt };
    },
  );
};
