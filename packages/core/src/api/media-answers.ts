import { z } from 'zod';

/** POST /media: where the stored file is served (under `/media/` on the server's public URL). */
export const MediaUploadedSchema = z.object({ url: z.string() });
