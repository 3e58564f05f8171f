import { MessageSchema } from '@tessera/core';
import { requestJson, type RequestContext } from './request-json';

export type StorePasswordBody = { userid: string; token: string; password: string };

/** POST /user/store-password (no token): saves the new password of a reset link. */
export const storePassword = (body: StorePasswordBody, context?: RequestContext) =>
  requestJson({ path: '/user/store-password', method: 'POST', body, auth: false }, MessageSchema, context);
