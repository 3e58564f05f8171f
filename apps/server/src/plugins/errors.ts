import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { bodyTooLargeMessage, JSON_BODY_LIMIT_BYTES } from '../http/body-limit.ts';
import { createStorageHealth, isStorageFull, STORAGE_FULL_MESSAGE, type StorageHealth } from '../http/storage-full.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** When a write last failed for lack of space (GET /api/health says degraded for a minute after). */
    storageHealth: StorageHealth;
  }
}

/** "querystring/limit: Too big: expected number to be <=100": where the bad value is, then what is wrong with it. */
export function describeValidationError(error: FastifyError): string {
  return (error.validation ?? [])
    .map((issue) => {
      const where = [error.validationContext, issue.instancePath.replace(/^\//, '')].filter(Boolean).join('/');
      return where ? `${where}: ${issue.message}` : String(issue.message);
    })
    .join('; ');
}

/**
 * Every error leaves as JSON { message }; unexpected ones are logged and not explained to the caller. A write that
 * failed for lack of space (either database, or the disk) is 507 with the media upload's words, on every route: a
 * later try may work, and the client keeps the change to send again.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.decorate('storageHealth', createStorageHealth(app.clock));
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) return reply.code(400).send({ message: describeValidationError(error) });
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({ message: bodyTooLargeMessage(request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT_BYTES) });
      }
      if (isStorageFull(error)) {
        app.storageHealth.noteFull();
        request.log.error({ err: error }, 'a write failed: no space left');
        return reply.code(507).send({ message: STORAGE_FULL_MESSAGE });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Internal server error' });
    });
  },
  { name: 'tessera-errors' },
);
