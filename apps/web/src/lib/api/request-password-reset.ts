import { MessageSchema } from '@tessera/core';
import { requestJson, type RequestContext } from './request-json';

/** POST /user/forgot (no token): mails a reset link when the account exists; the answer is the same either way. */
export const requestPasswordReset = (email: string, context?: RequestContext) =>
  requestJson({ path: '/user/forgot', method: 'POST', body: { email }, auth: false }, MessageSchema, context);
