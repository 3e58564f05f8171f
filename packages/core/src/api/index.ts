export type { AnswerBody, AnswerSchema } from './answer-schema.ts';
export * from './message.ts';
export * from './board-answers.ts';
export * from './communicator-answers.ts';
export * from './settings-answers.ts';
export * from './account-answers.ts';
export * from './media-answers.ts';
export * from './health-answer.ts';
export * from './account-events.ts';
