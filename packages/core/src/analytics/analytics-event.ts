import { z } from 'zod';
import { boundedText } from '../schemas/bounded-text.ts';
import { MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_TIMESTAMP_LENGTH, MAX_URL_LENGTH } from '../schemas/limits.ts';

/** The events usage reports count (spec 02 §9), each in its category. */
export const ANALYTICS_ACTIONS = ['Click Symbol', 'Click Output', 'Create Tile', 'Edit Tiles', 'Change Board'] as const;
export type AnalyticsAction = (typeof ANALYTICS_ACTIONS)[number];

export const ANALYTICS_CATEGORIES = ['Navigation', 'Speech', 'Editing'] as const;
export type AnalyticsCategory = (typeof ANALYTICS_CATEGORIES)[number];

/** Which category each action is counted in: a tap and a spoken phrase are speech, a board change navigation. */
export const CATEGORY_OF_ACTION: Record<AnalyticsAction, AnalyticsCategory> = {
  'Click Symbol': 'Speech',
  'Click Output': 'Speech',
  'Create Tile': 'Editing',
  'Edit Tiles': 'Editing',
  'Change Board': 'Navigation',
};

/** Events one upload carries at most: a device's queue goes in several batches past this. */
export const MAX_ANALYTICS_BATCH = 500;
/** Words of one spoken phrase (Click Output) at most. */
export const MAX_PHRASE_WORDS = 100;

/**
 * One thing the user did, as the device recorded it. `clientEventId` is the device's own id for it: an upload
 * sent again (a retry, a second tab) counts it once. `timestamp` carries the device's UTC offset
 * (2026-03-01T14:23:05+01:00), so that days are the user's days. `label` is the tile's label, the board's name
 * (Change Board) or the phrase (Click Output, whose `words` are the phrase's parts as spoken, one per tile).
 * `modeled`: pressed by a carer showing words (the Modeling switch), counted apart from the user's own.
 */
export const AnalyticsEventSchema = z
  .object({
    clientEventId: boundedText(MAX_ID_LENGTH).min(1),
    action: z.enum(ANALYTICS_ACTIONS),
    category: z.enum(ANALYTICS_CATEGORIES),
    boardId: boundedText(MAX_ID_LENGTH).optional(),
    tileId: boundedText(MAX_ID_LENGTH).optional(),
    label: boundedText(MAX_NAME_LENGTH).optional(),
    /** The tile's picture as the board holds it (a symbol path, a URL, a `media:` reference); never a data URL's bytes. */
    picture: boundedText(MAX_URL_LENGTH).optional(),
    words: z.array(boundedText(MAX_NAME_LENGTH)).max(MAX_PHRASE_WORDS).optional(),
    modeled: z.boolean().default(false),
    sessionId: boundedText(MAX_ID_LENGTH).min(1),
    timestamp: z.iso.datetime({ offset: true }).max(MAX_TIMESTAMP_LENGTH),
  })
  .refine((event) => CATEGORY_OF_ACTION[event.action] === event.category, {
    message: 'The category does not match the action',
    path: ['category'],
  });
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;
export type AnalyticsEventInput = z.input<typeof AnalyticsEventSchema>;

/** POST /analytics/events: a batch of the device's queued events. */
export const AnalyticsUploadSchema = z.object({ events: z.array(AnalyticsEventSchema).min(1).max(MAX_ANALYTICS_BATCH) });
export type AnalyticsUpload = z.infer<typeof AnalyticsUploadSchema>;

/**
 * What an upload did: events kept now, events kept before (their client ids were seen: a retried batch), and events
 * left out because their time is outside what the server keeps (older than the retention, or a day ahead of its clock).
 */
export const AnalyticsUploadAnswerSchema = z.object({
  stored: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
});
export type AnalyticsUploadAnswer = z.infer<typeof AnalyticsUploadAnswerSchema>;

/** Whether the user turned usage reports on, and since when (null: never chosen). */
export const AnalyticsConsentSchema = z.object({ reportsOn: z.boolean(), changedAt: z.string().nullable() });
export type AnalyticsConsent = z.infer<typeof AnalyticsConsentSchema>;

export const AnalyticsConsentChangeSchema = z.object({ reportsOn: z.boolean() });

/**
 * The offset of an ISO timestamp, in minutes east of UTC ('Z' is 0), and its local calendar day and time of day as the
 * device wrote them: what days and LAM lines are counted in.
 */
export function localPartsOf(timestamp: string): { offsetMinutes: number; day: string; time: string } {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})$/.exec(timestamp);
  if (!match) throw new Error(`not an ISO timestamp with an offset: ${timestamp}`);
  const [, day = '', time = '', zone = 'Z'] = match;
  if (zone === 'Z') return { offsetMinutes: 0, day, time };
  const digits = zone.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return { offsetMinutes: digits.startsWith('-') ? -minutes : minutes, day, time };
}

/** GET /analytics/export?format=: the user's events as CSV, or as a LAM file (the words they chose). */
export const USAGE_EXPORT_FORMATS = ['csv', 'lam'] as const;
export const UsageExportQuerySchema = z.object({ format: z.enum(USAGE_EXPORT_FORMATS) });
/** The downloaded file's text (text/csv or text/plain, not JSON). */
export const UsageExportTextSchema = z.string();
