import { z } from 'zod';

/** A report of an inappropriate board (spec 01 §3); reason is required (spec 01 §5). */
export const ReportSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  author: z.string().optional(),
  description: z.string().optional(),
  url: z.string().optional(),
  reason: z.string().trim().min(1),
  whistleblower: z.object({ name: z.string().optional(), email: z.string().optional(), language: z.string().optional() }),
});
export type Report = z.infer<typeof ReportSchema>;
