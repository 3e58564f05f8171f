import { z } from 'zod';

/** GET /health, for load balancers and monitors (200 when the database answers, 503 when it does not). */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'error']),
  /** `full` while a write has failed for lack of space in the last minute. */
  storage: z.enum(['ok', 'full']),
  db: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});
