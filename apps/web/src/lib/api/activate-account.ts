import { MessageSchema } from '@tessera/core';
import { requestJson, type RequestContext } from './request-json';

/** POST /user/activate/:url (no token): answers the message the activation page shows. */
export const activateAccount = (url: string, context?: RequestContext) =>
  requestJson({ path: `/user/activate/${encodeURIComponent(url)}`, method: 'POST', auth: false }, MessageSchema, context);
