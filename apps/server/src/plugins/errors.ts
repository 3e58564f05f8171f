import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { bodyTooLargeMessage, JSON_BODY_LIMIT_BYTES } from '../http/body-limit.ts';

/** "querystring/limit: Too big: expected number to be <=100": where the bad value is, then what is wrong with it. */
export function describeValidationError(error: FastifyError): string {
  return (error.validation ?? [])
    .map((issue) => {
      const where = [error.validationContext, issue.instancePath.replace(/^\//, '')].filter(Boolean).join('/');
      return where ? `${where}: ${issue.message}` : String(issue.message);
    })
    .join('; ');
}

/** Every error leaves as JSON { message }; unexpected ones are logged and not explained to the caller. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) return reply.code(400).send({ message: describeValidationError(error) });
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({ message: bodyTooLargeMessage(request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT_BYTES) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Internal server error' });
    });
  },
  { name: 'tessera-errors' },
);
