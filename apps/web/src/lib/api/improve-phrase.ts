import { PhraseEditedSchema, type PhraseEdit } from '@tessera/core';
import { callApi } from './call-api';
import type { RequestContext } from './request-json';

/**
 * POST /gpt/edit (spec 01 §7): the output's words as one natural sentence, or '' when the server has none to offer.
 * Cancellable with `signal` (spec 01 §4: a pending request is aborted when the output changes again).
 */
export const improvePhrase = ({ phrase, language, signal }: PhraseEdit & { signal: AbortSignal }, context: Omit<RequestContext, 'token'> = {}) =>
  callApi({ path: '/gpt/edit', method: 'POST', body: { phrase, language }, signal }, PhraseEditedSchema, context);
