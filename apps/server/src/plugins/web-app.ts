import fastifyStatic from '@fastify/static';
import { basename, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { compressStaticFiles } from './static-compression.ts';
import { trimSubresourceHeaders } from './subresource-headers.ts';

const isApiPath = (url: string): boolean => {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
};

/** Longer than any file of the build, well under the file system's limit on a name (255 bytes) times a few folders. */
const MAX_FILE_PATH_LENGTH = 1024;

// Files whose name never changes must be revalidated; hashed build output can be kept for good.
const NEVER_STALE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);
const setFileHeaders = (reply: FastifyReply, path: string): void => {
  if (NEVER_STALE.has(basename(path))) reply.header('cache-control', 'no-cache');
  else if (path.includes(`${sep}assets${sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=3600');
  trimSubresourceHeaders(reply.raw, path);
};

/**
 * Serves the built web app. Unknown GET paths outside /api get index.html, so the app's own router
 * handles deep links such as /board/abc; everything else unknown is a JSON 404.
 */
export const webAppPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { webDist } = config;
    if (!webDist) {
      app.log.warn('the web app is not built (no apps/web/dist, WEB_DIST unset): serving the API only');
      app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
      return;
    }
    // Compressed on the way out (text files only: scripts, styles, SVG, JSON): the first board's JavaScript
    // shrinks to about a third, which is most of a cold start on a slow link. The build writes the smallest
    // brotli and gzip copies of every text file beside it (apps/web/vite/precompress-plugin.ts): those go out as
    // they are; anything else is compressed here at a quick setting, or sent as it is when tiny. The API is not
    // in this scope.
    await app.register(async (files) => {
      await compressStaticFiles(files);
      await files.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        preCompressed: true,
        cacheControl: false,
        setHeaders: setFileHeaders,
      });
      // No file has such a name: looking one up would answer 403 (the file system's "name too long"), which the app
      // reads as "session ended". An unknown API path is a JSON 404, anything else the app's own page.
      const notFound = (request: FastifyRequest, reply: FastifyReply) => {
        const historyFallback = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
        if (historyFallback) return reply.header('cache-control', 'no-cache').sendFile('index.html');
        return reply.code(404).send({ message: 'Not found' });
      };
      files.addHook('onRequest', async (request, reply) => {
        const path = request.url.split('?', 1)[0] ?? '';
        if (!isApiPath(path) && path.length <= MAX_FILE_PATH_LENGTH) return;
        await notFound(request, reply);
        return reply;
      });
      files.setNotFoundHandler(notFound);
    });
  },
  { name: 'tessera-web-app' },
);
