import multipart from '@fastify/multipart';
import { MediaUploadedSchema, mediaTypeOfExtension, PremiumRefusalSchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { MessageSchema } from '../../http/message-schema.ts';
import { MEDIA_MAX_BYTES } from '../../media/media-types.ts';
import { MEDIA_TOO_LARGE_MESSAGE, prepareUpload } from '../../media/prepare-upload.ts';
import { storeUpload } from '../../media/store-upload.ts';
import { MEDIA_UPLOAD_RATE_LIMIT } from '../../media/upload-rate-limit.ts';

const NOT_MULTIPART = 'Send the file as multipart/form-data, in one file field';
const NO_FILE = 'No file was sent: add one file to the form';
const BROKEN_FORM = 'The form could not be read: send the file as multipart/form-data, in one file field';

const isFileTooLarge = (error: unknown): boolean => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
/** The multipart plugin's own refusals (too many parts, a forbidden key…) carry their 4xx status; the parser's do not. */
const hasClientStatus = (error: unknown): boolean => {
  const status = (error as { statusCode?: number }).statusCode;
  return status !== undefined && status >= 400 && status < 500;
};

/**
 * Uploads of tile pictures, board screenshots and recorded sounds (spec 01 §7 "POST media"). What a
 * file is comes from its own bytes; it is kept under a random name in the media store, within the
 * owner's quota (MEDIA_QUOTA_MB), and served from /media.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // One file per request, no larger than the largest type allows; the type's own limit is checked after sniffing.
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 50 } });

  app.post(
    '',
    {
      // Signed in first, so the limit counts per user (the rate limit runs as a preHandler, after this).
      onRequest: app.authenticate,
      config: { rateLimit: { ...MEDIA_UPLOAD_RATE_LIMIT, hook: 'preHandler', keyGenerator: (request) => request.user.id } },
      schema: {
        summary: 'Upload a picture (PNG, JPEG, GIF, WebP: 20 MB; SVG: 5 MB) or a sound (Ogg, WebM, MP4/AAC, MP3, WAV; 10 MB); answers its URL',
        tags: ['media'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: {
          201: MediaUploadedSchema,
          400: MessageSchema,
          402: PremiumRefusalSchema,
          403: MessageSchema,
          413: MessageSchema,
          415: MessageSchema,
          429: MessageSchema,
          507: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return reply.code(415).send({ message: NOT_MULTIPART });
      let content: Buffer;
      try {
        const part = await request.file();
        if (!part) return reply.code(400).send({ message: NO_FILE });
        content = await part.toBuffer();
      } catch (error) {
        if (isFileTooLarge(error)) return reply.code(413).send({ message: MEDIA_TOO_LARGE_MESSAGE });
        if (hasClientStatus(error)) throw error;
        // A body cut short or not multipart as declared ("Unexpected end of multipart data"): the sender's, not ours.
        request.log.info({ err: error }, 'upload refused: the form could not be read');
        return reply.code(400).send({ message: BROKEN_FORM });
      }
      const upload = await prepareUpload(content);
      if (!upload.ok) return reply.code(upload.status).send({ message: upload.message });
      // A recorded sound is the tile editor's voice recording, a premium feature (gated only when subscriptions are on).
      if (mediaTypeOfExtension(upload.extension)?.kind === 'sound') {
        const refusal = await app.subscriptions.refusalOf(request.user.id);
        if (refusal) return reply.code(402).send(refusal);
      }
      const stored = await storeUpload(
        { repository: app.repositories.media, store: app.mediaStore, now: app.clock, onFull: () => app.storageHealth.noteFull() },
        { ownerId: request.user.id, ...upload },
        config.mediaQuotaBytes,
      );
      if (!stored.ok) return reply.code(stored.status).send({ message: stored.message });
      return reply.code(201).send({ url: `${config.publicUrl}/media/${stored.fileName}` });
    },
  );
};
