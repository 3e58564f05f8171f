import fastifyStatic from '@fastify/static';
import { basename, sep } from 'node:path';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

const isApiPath = (url: string): boolean => {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
};

// Files whose name never changes must be revalidated; hashed build output can be kept for good.
const NEVER_STALE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);
const setCacheHeaders = (reply: FastifyReply, path: string): void => {
  if (NEVER_STALE.has(basename(path))) reply.header('cache-control', 'no-cache');
  else if (path.includes(`${sep}assets${sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=3600');
};

/**
 * Serves the built web app. Unknown GET paths outside /api get index.html, so the app's own router
 * handles deep links such as /board/abc; everything else unknown is a JSON 404.
 */
export const webAppPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { webDist } = config;
    if (webDist) {
      await app.register(fastifyStatic, { root: webDist, prefix: '/', cacheControl: false, setHeaders: setCacheHeaders });
    } else {
      app.log.warn('the web app is not built (no apps/web/dist, WEB_DIST unset): serving the API only');
    }
    app.setNotFoundHandler((request, reply) => {
      const historyFallback = webDist && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
      if (historyFallback) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.code(404).send({ message: 'Not found' });
    });
  },
  { name: 'tessera-web-app' },
);
