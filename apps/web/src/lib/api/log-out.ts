import { MessageSchema } from '@tessera/core';
import { requestJson, type RequestContext } from './request-json';

/**
 * POST /user/logout: ends this token's session on the server, so a copy of the token stops working too. Sent as the
 * user logs out (the device forgets the token whatever the answer); it may outlive the page.
 */
export const logOutOnServer = (token: string, context: Omit<RequestContext, 'token'> = {}) =>
  requestJson({ path: '/user/logout', method: 'POST', keepalive: true }, MessageSchema, { ...context, token });
