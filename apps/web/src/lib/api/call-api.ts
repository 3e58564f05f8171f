import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AnswerSchema } from '@tessera/core';
import { isForbidden } from './api-error';
import { requestJson, type ApiRequest, type RequestContext } from './request-json';
import { apiForbidden, tokenOf } from './session-token';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * A call of the API as a thunk: `await dispatch(callApi({ path: '/board', method: 'POST', body }, BoardSchema))`,
 * its answer checked with the schema (see requestJson). It sends the signed-in user's token, refuses locally without
 * one (unless `auth` says otherwise), and on a 403 logs the user out (which sends the app to /login-signup) before
 * rethrowing the ApiError.
 */
export const callApi =
  <T>(request: ApiRequest, schema: AnswerSchema<T>, context: Omit<RequestContext, 'token'> = {}) =>
  async (dispatch: Dispatch, getState: () => unknown): Promise<T> => {
    try {
      return await requestJson(request, schema, { ...context, token: tokenOf(getState()) });
    } catch (error) {
      if (isForbidden(error)) dispatch(apiForbidden());
      throw error;
    }
  };
