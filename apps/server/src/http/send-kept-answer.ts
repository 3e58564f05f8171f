import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from '../answers/answer-cache.ts';
import { sendJsonText } from './send-json-text.ts';

/** Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks for If-None-Match). */
const matches = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
};

/** A kept answer (src/answers): its JSON with its entity tag, or 304 when the client holds it already. */
export const sendKeptAnswer = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply => {
  reply.header('etag', answer.etag);
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return sendJsonText(reply, answer.json);
};
