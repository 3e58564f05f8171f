import { z } from 'zod';
import { CommunicatorSchema } from '../schemas/communicator.ts';
import { pagedListSchema } from '../schemas/paged-list.ts';

/** GET /communicator/byemail/:email: the owner's communicators, paged. */
export const CommunicatorListSchema = pagedListSchema(CommunicatorSchema);

/**
 * POST /communicator answers the created communicator under `communicator` (the field spec 01 §7 says the client
 * reads) and also spread at the top level, so `response.id` works as well.
 */
export const CreatedCommunicatorSchema = CommunicatorSchema.extend({ communicator: CommunicatorSchema });

/** 409: the write was based on an older version; nothing changed; the current communicator comes along. */
export const CommunicatorConflictSchema = z.object({ message: z.string(), communicator: CommunicatorSchema });
