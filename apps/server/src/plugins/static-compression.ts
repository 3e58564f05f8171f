import fastifyCompress from '@fastify/compress';
import { buffer } from 'node:stream/consumers';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli quality for a file compressed as it is sent. The build already wrote the smallest copies of its files
 * (apps/web/vite/precompress-plugin.ts), which go out as they are; this is only for a file without one. Above 5,
 * brotli costs many times the CPU for a few percent less, on every request.
 */
export const DYNAMIC_BROTLI_QUALITY = 4;
/** Below this a file goes as it is: compressing it saves a few hundred bytes at most, less than it costs. */
export const AS_IS_BELOW_BYTES = 1024;

const isStream = (payload: unknown): payload is NodeJS.ReadableStream =>
  typeof payload === 'object' && payload !== null && typeof (payload as { pipe?: unknown }).pipe === 'function';

/**
 * Registers compression for the static files of `files` (register @fastify/static after it, in the same scope).
 * A static file is sent as a stream, and @fastify/compress compresses every stream whatever its size (its
 * threshold is read for buffers only): a tiny file is read into a buffer first, so it goes as it is.
 */
export async function compressStaticFiles(files: FastifyInstance): Promise<void> {
  files.addHook('onSend', async (_request, reply, payload) => {
    if (!isStream(payload) || reply.hasHeader('content-encoding')) return payload;
    const length = Number(reply.getHeader('content-length'));
    return Number.isFinite(length) && length < AS_IS_BELOW_BYTES ? buffer(payload) : payload;
  });
  await files.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: AS_IS_BELOW_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
}
