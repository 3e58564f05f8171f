import { boundedText, MAX_LOCALE_LENGTH, ReportReceivedSchema, ReportSchema } from '@tessera/core';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { REPORT_BODY_LIMIT_BYTES } from '../../http/body-limit.ts';
import { MessageSchema } from '../../http/message-schema.ts';
import { reportMail } from '../../reports/report-mail.ts';

const BoardReportSchema = ReportSchema.extend({ language: boundedText(MAX_LOCALE_LENGTH).optional() });

/**
 * A person reports a board now and then, not dozens an hour; anyone may, signed in or not, so the
 * limit counts per address.
 */
const REPORT_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };

/** Reporting an inappropriate board: anyone may, so it is small (REPORT_BODY_LIMIT_BYTES) and rate-limited per address. */
export const boardReportRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/report',
    {
      bodyLimit: REPORT_BODY_LIMIT_BYTES,
      config: { rateLimit: REPORT_RATE_LIMIT },
      schema: {
        summary: 'Report a board (stored, and mailed to MODERATORS_EMAIL when set)',
        tags: ['board'],
        body: BoardReportSchema,
        response: { 201: ReportReceivedSchema, 400: MessageSchema, 413: MessageSchema, 429: MessageSchema },
      },
    },
    async (request, reply) => {
      const report = request.body;
      const now = app.clock();
      const id = randomUUID();
      const language = report.language ?? report.whistleblower.language ?? null;
      await app.repositories.reports.insert({ id, boardId: report.id, reason: report.reason, language, data: report, createdAt: now });
      if (config.moderatorsEmail) {
        try {
          const mail = reportMail(report, `${config.publicUrl}/board/${encodeURIComponent(report.id)}`);
          await app.mailer.send({ kind: 'report', to: config.moderatorsEmail, ...mail });
          await app.repositories.reports.markMailed(id, app.clock());
        } catch (error) {
          // The report is stored either way; moderators can read it from the database.
          request.log.error({ err: error, report: id }, 'report could not be mailed to the moderators');
        }
      }
      return reply.code(201).send({ id, message: 'Report received' });
    },
  );
};
