import { ReportReceivedSchema, type Report } from '@tessera/core';
import { requestJson, type RequestContext } from './request-json';

/** POST /board/report (spec 01 §7): anyone may report a board, signed in or not; the report's language goes along. */
export const reportBoard = (report: Report, language: string, context: RequestContext = {}) =>
  requestJson({ path: '/board/report', method: 'POST', body: { ...report, language }, auth: false }, ReportReceivedSchema, context);
