import { MessageSchema } from '@tessera/core';
import { requestJson, type RequestContext } from './request-json';

export type SignUpBody = { name: string; email: string; password: string; isTermsAccepted: boolean };

/** POST /user (no token): the account waits for its activation link; answers `{ message }`. */
export const signUp = (body: SignUpBody, context?: RequestContext) => requestJson({ path: '/user', method: 'POST', body, auth: false }, MessageSchema, context);
