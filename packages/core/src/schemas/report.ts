import { z } from 'zod';
import { boundedText } from './bounded-text.ts';
import { MAX_DESCRIPTION_LENGTH, MAX_EMAIL_LENGTH, MAX_ID_LENGTH, MAX_LOCALE_LENGTH, MAX_NAME_LENGTH, MAX_URL_LENGTH } from './limits.ts';

/** A report of an inappropriate board (spec 01 §3); reason is required (spec 01 §5). */
export const ReportSchema = z.object({
  id: boundedText(MAX_ID_LENGTH).min(1),
  name: boundedText(MAX_NAME_LENGTH).optional(),
  author: boundedText(MAX_NAME_LENGTH).optional(),
  description: boundedText(MAX_DESCRIPTION_LENGTH).optional(),
  url: boundedText(MAX_URL_LENGTH).optional(),
  reason: boundedText(MAX_DESCRIPTION_LENGTH).trim().min(1),
  whistleblower: z.object({
    name: boundedText(MAX_NAME_LENGTH).optional(),
    email: boundedText(MAX_EMAIL_LENGTH).optional(),
    language: boundedText(MAX_LOCALE_LENGTH).optional(),
  }),
});
export type Report = z.infer<typeof ReportSchema>;
