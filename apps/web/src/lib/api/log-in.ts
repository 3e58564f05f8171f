import { UserDataSchema } from '@tessera/core';
import { requestJson, type RequestContext } from './request-json';

export type PasswordLogin = { email: string; password: string; deviceId?: string };
/** A social login finishes with the provider's name and the query string it sent the browser back with. */
export type SocialLogin = { type: string; activatedData: string; deviceId?: string };
export type LoginBody = PasswordLogin | SocialLogin;

/** POST /user/login (no token): the user data with `authToken`. */
export const logIn = (body: LoginBody, context?: RequestContext) =>
  requestJson({ path: '/user/login', method: 'POST', body, auth: false }, UserDataSchema, context);
