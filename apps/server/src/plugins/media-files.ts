import fastifyStatic from '@fastify/static';
import { extname } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { ensureMediaDir, MEDIA_FILE_NAME } from '../media/media-files.ts';
import { isMediaExtension, MEDIA_TYPES } from '../media/media-types.ts';

/** An SVG opened on its own is a document: it may not run or load anything, only style itself. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const setMediaHeaders = (reply: FastifyReply, path: string): void => {
  const extension = extname(path).slice(1);
  const name = path.split(/[\\/]/).pop() ?? '';
  // Only files the upload wrote are served as what they are; anything else is a download.
  if (!MEDIA_FILE_NAME.test(name) || !isMediaExtension(extension)) {
    reply.header('content-type', 'application/octet-stream').header('content-disposition', 'attachment');
    return;
  }
  reply.header('content-type', MEDIA_TYPES[extension].contentType);
  reply.header('x-content-type-options', 'nosniff');
  // Names are random and never reused, so a file never changes.
  reply.header('cache-control', 'public, max-age=31536000, immutable');
  if (extension === 'svg') reply.header('content-security-policy', SVG_CONTENT_SECURITY_POLICY);
};

/** Serves uploads from DATA_DIR/media at /media/<name> (register with prefix /media). Missing files are a JSON 404. */
export const mediaFilesPlugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(fastifyStatic, {
    root: ensureMediaDir(config.dataDir),
    prefix: '/',
    decorateReply: false,
    index: false,
    list: false,
    cacheControl: false,
    setHeaders: setMediaHeaders,
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
};
