import type { FastifyReply } from 'fastify';

/**
 * Sends text that already is the answer's JSON. Fastify passes a string with a JSON content type through as it is,
 * without the route's serialiser; the content type is the one serialised answers get.
 */
export const sendJsonText = (reply: FastifyReply, json: string): FastifyReply => reply.type('application/json; charset=utf-8').send(json);
