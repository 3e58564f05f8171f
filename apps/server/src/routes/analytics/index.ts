import {
  AnalyticsConsentChangeSchema,
  AnalyticsConsentSchema,
  AnalyticsUploadAnswerSchema,
  AnalyticsUploadSchema,
  ReportBatchAnswerSchema,
  ReportBatchSchema,
  UsageExportQuerySchema,
  UsageExportTextSchema,
} from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { lamWriter } from '../../analytics/lam-file.ts';
import { ANALYTICS_MESSAGES } from '../../analytics/messages.ts';
import { usageCsvWriter } from '../../analytics/usage-csv.ts';
import { ReportQueryError, usageReport } from '../../analytics/usage-report.ts';
import type { Config } from '../../config.ts';
import { MessageSchema } from '../../http/message-schema.ts';

const security = [{ bearer: [] }];
const tags = ['analytics'];
const DAY_MS = 86_400_000;
/** A report batch is a few short queries. */
const REPORT_BODY_LIMIT_BYTES = 64 * 1024;

const EXPORT_FORMATS = {
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv', writer: () => usageCsvWriter() },
  lam: { type: 'text/plain; charset=utf-8', extension: 'lam', writer: (now: Date) => lamWriter({ now }) },
} as const;

/**
 * Usage reports (issue 28; spec 02 §2, §3, §7), kept on this server and only for the signed-in user: their choice,
 * their events as their devices upload them, reports computed from their own counts, and their data to download or
 * delete. Nothing here is ever answered for another user.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  /** A call of the signed-in user's own data: its summary and schemas, under this file's tag. */
  const ownData = <Schemas extends object>(summary: string, schemas: Schemas) => ({
    onRequest: app.authenticate,
    schema: { summary, tags, security, ...schemas },
  });

  app.get(
    '/consent',
    ownData('Whether usage reports are on for the signed-in user', { response: { 200: AnalyticsConsentSchema, 403: MessageSchema } }),
    async (request) => app.repositories.analytics.consent(request.user.id),
  );

  app.put(
    '/consent',
    {
      ...ownData('Turn usage reports on or off; off deletes every event kept on the server', {
        body: AnalyticsConsentChangeSchema,
        response: { 200: AnalyticsConsentSchema, 400: MessageSchema, 403: MessageSchema },
      }),
      config: { writeLimit: false },
    },
    async (request) => app.repositories.analytics.setConsent(request.user.id, request.body.reportsOn, app.clock()),
  );

  app.delete(
    '',
    {
      ...ownData('Turn usage reports off and delete every event, count and session kept for the signed-in user', {
        response: { 200: MessageSchema, 403: MessageSchema },
      }),
      // Turning reports off is never refused.
      config: { writeLimit: false },
    },
    async (request) => {
      await app.repositories.analytics.setConsent(request.user.id, false, app.clock());
      return { message: ANALYTICS_MESSAGES.deleted };
    },
  );

  app.post(
    '/events',
    ownData(
      'Upload a batch of the device’s events (at most 500). Each is stored once by its clientEventId, however often it is sent; ' +
        'events older than ANALYTICS_RETENTION_DAYS or a day ahead are skipped. 409 while usage reports are off.',
      { body: AnalyticsUploadSchema, response: { 200: AnalyticsUploadAnswerSchema, 400: MessageSchema, 403: MessageSchema, 409: MessageSchema } },
    ),
    async (request, reply) => {
      const now = app.clock();
      const outcome = await app.repositories.analytics.store(request.user.id, request.body.events, now, {
        oldest: new Date(now.getTime() - config.analyticsRetentionDays * DAY_MS),
        newest: new Date(now.getTime() + DAY_MS),
      });
      if (outcome === 'reports off') return reply.code(409).send({ message: ANALYTICS_MESSAGES.reportsOff });
      return outcome;
    },
  );

  app.post(
    '/batchGet',
    {
      ...ownData('Usage reports of the signed-in user: one report per query, in the shape of the Reporting API v4 (reports[].data.rows…)', {
        body: ReportBatchSchema,
        response: { 200: ReportBatchAnswerSchema, 400: MessageSchema, 403: MessageSchema },
      }),
      bodyLimit: REPORT_BODY_LIMIT_BYTES,
      // A read: it writes nothing.
      config: { writeLimit: false },
    },
    async (request, reply) => {
      const now = app.clock();
      try {
        const reports = [];
        for (const query of request.body) reports.push(await usageReport(app.repositories.analytics, request.user.id, query, now));
        return { reports };
      } catch (error) {
        if (error instanceof ReportQueryError) return reply.code(400).send({ message: error.message });
        throw error;
      }
    },
  );

  app.get(
    '/export',
    ownData('Download the signed-in user’s events: CSV (every event) or a LAM file (the words they chose, for language samples)', {
      querystring: UsageExportQuerySchema,
      response: { 200: UsageExportTextSchema, 400: MessageSchema, 403: MessageSchema },
    }),
    async (request, reply) => {
      const now = app.clock();
      const format = EXPORT_FORMATS[request.query.format];
      const writer = format.writer(now);
      const pages = app.repositories.analytics.eventPages(request.user.id);
      // Streamed a page of events at a time: a year of taps is never held whole.
      async function* text() {
        yield writer.head;
        for await (const events of pages) yield writer.page(events);
      }
      return (
        reply
          .type(format.type)
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="tessera-usage-${now.toISOString().slice(0, 10)}.${format.extension}"`)
          // A stream is piped as it is, never serialised; the schema above says what it carries.
          .send(Readable.from(text()) as unknown as string)
      );
    },
  );
};
