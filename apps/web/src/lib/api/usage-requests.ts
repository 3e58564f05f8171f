import {
  AnalyticsConsentSchema,
  AnalyticsUploadAnswerSchema,
  MessageSchema,
  ReportBatchAnswerSchema,
  type AnalyticsEventInput,
  type ReportQuery,
} from '@tessera/core';
import { API_BASE_URL } from './api-config';
import { ApiError, NO_CONNECTION_MESSAGE } from './api-error';
import { callApi } from './call-api';
import type { RequestContext } from './request-json';

type Context = Omit<RequestContext, 'token'>;

/** The calls of usage reports (issue 28), as thunks: the signed-in user's own data only. */
export const getUsageConsent = (context: Context = {}) => callApi({ path: '/analytics/consent' }, AnalyticsConsentSchema, context);

/** Turns reports on or off; off deletes everything kept on the server. */
export const setUsageConsent = (reportsOn: boolean, context: Context = {}) =>
  callApi({ path: '/analytics/consent', method: 'PUT', body: { reportsOn } }, AnalyticsConsentSchema, context);

export const postUsageEvents = (events: AnalyticsEventInput[], context: Context = {}) =>
  callApi({ path: '/analytics/events', method: 'POST', body: { events } }, AnalyticsUploadAnswerSchema, context);

export const getUsageReports = (queries: ReportQuery[], signal?: AbortSignal) =>
  callApi({ path: '/analytics/batchGet', method: 'POST', body: queries, ...(signal ? { signal } : {}) }, ReportBatchAnswerSchema);

/** Turns reports off and deletes every event kept for the user. */
export const deleteUsage = () => callApi({ path: '/analytics', method: 'DELETE' }, MessageSchema);

export type UsageExportFormat = 'csv' | 'lam';

/** GET /analytics/export: the user's events as a file (CSV or LAM), with the name the server gives it. */
export async function fetchUsageExport(format: UsageExportFormat, token: string, baseUrl = API_BASE_URL): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/analytics/export?format=${format}`, { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError('network', 0, NO_CONNECTION_MESSAGE);
  }
  if (!response.ok) throw new ApiError('http', response.status, `export failed with ${response.status}`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `tessera-usage.${format}`;
  return { blob: await response.blob(), fileName };
}
