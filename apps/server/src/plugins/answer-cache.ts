import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { createAnswerCache, type AnswerCache } from '../answers/answer-cache.ts';
import { listenToBoardChanges } from '../answers/board-change-notices.ts';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers anyone may read, kept as written (src/answers/answer-cache.ts). */
    answers: AnswerCache;
  }
}

/**
 * The longest a kept answer is served, whatever else happens: a notification lost, the database edited by hand. A
 * change made through any instance normally reaches the others in well under a millisecond (PostgreSQL notifications).
 */
export const ANSWER_MAX_AGE_MS = 1_000;
/** About 32 MB of JSON text kept at most; answers over 256 KB are not kept (2,000 tiles are about 450 KB). */
const MAX_CHARACTERS = 32 * 1024 * 1024;
const MAX_ENTRY_CHARACTERS = 256 * 1024;

const weakEtagOf = (json: string): string => `W/"${createHash('sha1').update(json).digest('base64url')}"`;

/**
 * Kept answers, dropped as this instance's repositories report their writes and, on PostgreSQL, as the database
 * notifies the writes of every instance. Until the listening connection is up (and whenever it is lost), nothing is
 * kept or served.
 */
export const answerCachePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const answers = createAnswerCache({ maxAgeMs: ANSWER_MAX_AGE_MS, maxBytes: MAX_CHARACTERS, maxEntryBytes: MAX_ENTRY_CHARACTERS, etagOf: weakEtagOf });
    app.decorate('answers', answers);
    const stopReports = app.repositories.boardChanges.listen((id) => answers.boardChanged(id));
    let stopListening = async () => {};
    if (config.database.kind === 'postgres') {
      stopListening = await listenToBoardChanges(config.database.url, {
        changed: (id) => answers.boardChanged(id),
        deaf: () => answers.suspend(),
        hearing: () => answers.resume(),
        onError: (error) => app.log.warn({ err: error }, 'board change notices: connection lost, answers are not kept until it is back'),
      });
    }
    app.addHook('onClose', async () => {
      stopReports();
      await stopListening();
    });
  },
  { name: 'tessera-answer-cache', dependencies: ['tessera-database'] },
);
