import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { byteRangeOf } from '../http/byte-range.ts';
import { MEDIA_FILE_NAME } from '../media/media-store.ts';
import { isMediaExtension, UPLOAD_TYPES, type MediaExtension } from '../media/media-types.ts';
import { SUBRESOURCE_CONTENT_SECURITY_POLICY } from './subresource-headers.ts';

const NOT_FOUND = { message: 'Not found' };

const setMediaHeaders = (reply: FastifyReply, extension: MediaExtension): void => {
  reply.header('content-type', UPLOAD_TYPES[extension]!.contentType);
  reply.header('x-content-type-options', 'nosniff');
  // Names are random and never reused, so a file never changes.
  reply.header('cache-control', 'public, max-age=31536000, immutable');
  reply.header('accept-ranges', 'bytes');
  if (extension === 'svg') reply.header('content-security-policy', SUBRESOURCE_CONTENT_SECURITY_POLICY);
};

/**
 * Serves uploads at /media/<name> (register with prefix /media), streamed from the media store
 * (folder or bucket) as they are read. Only names the upload writes are looked up; anything else,
 * and a missing file, is a JSON 404.
 */
export const mediaFilesPlugin: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>('/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    const extension = name.slice(name.lastIndexOf('.') + 1);
    if (!MEDIA_FILE_NAME.test(name) || !isMediaExtension(extension)) return reply.code(404).send(NOT_FOUND);
    const size = await app.mediaStore.size(name);
    if (size === null) return reply.code(404).send(NOT_FOUND);
    const range = byteRangeOf(request.headers.range, size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${size}`).send({ message: 'Range Not Satisfiable' });
    }
    setMediaHeaders(reply, extension);
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('content-length', range ? range.end - range.start + 1 : size);
    return reply.send(await app.mediaStore.read(name, range ?? undefined));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(NOT_FOUND));
};
