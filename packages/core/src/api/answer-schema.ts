import type { z } from 'zod';

/**
 * What a call of the API answers, as a schema the client checks the answer with before anything reads it: one of
 * the schemas of this folder or of the records (`BoardSchema`, `UserDataSchema`…), the same the server's route
 * declares, so the two cannot drift apart unseen.
 */
export type AnswerSchema<T = unknown> = z.ZodType<T>;

/** What may be sent as an answer of `S`: its input, before the schema's defaults (what a test's stand-in writes). */
export type AnswerBody<S extends AnswerSchema> = z.input<S>;
