import { z } from 'zod';

const deviceId = z.string().nullable();

/**
 * What one of an account's devices changed, told to the account's other devices as it happens (GET /events, one
 * `data:` frame each): enough to know whether to fetch the record, never the record itself (the fetch checks
 * ownership as ever). `deviceId` is the writing device's own id, so it can skip its own changes.
 */
export const AccountEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('board'), id: z.string(), version: z.number(), deviceId }),
  z.object({ type: z.literal('board-deleted'), id: z.string(), deviceId }),
  z.object({ type: z.literal('communicator'), id: z.string(), version: z.number(), deviceId }),
  z.object({ type: z.literal('settings'), version: z.number(), deviceId }),
]);
export type AccountEvent = z.infer<typeof AccountEventSchema>;
