import { z } from 'zod';

/** Body of every error answer (and of answers that only carry a message). */
export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;
