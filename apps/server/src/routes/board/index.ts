import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { boardChangeRoutes } from './board-changes.ts';
import { boardHistoryRoutes } from './board-history.ts';
import { boardReportRoutes } from './board-report.ts';
import { myBoardRoutes } from './my-boards.ts';
import { publicBoardReads } from './public-reads.ts';

/** Boards (spec 01 §7). Public boards need no account; a private board is its owner's only. */
export const boardRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(publicBoardReads);
  await app.register(myBoardRoutes);
  await app.register(boardChangeRoutes, { config });
  await app.register(boardHistoryRoutes);
  await app.register(boardReportRoutes, { config });
};
