import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AnswerSchema } from '@tessera/core';
import { isApiError } from './api-error';
import { callApi } from './call-api';
import type { ApiRequest } from './request-json';

/** What an endpoint's `query` gives: the call, and core's schema its answer is checked with (see requestJson). */
export type ApiQuery = ApiRequest & { schema: AnswerSchema };

/** What an RTK Query endpoint gets when its call fails. */
export interface ApiQueryError {
  kind: 'unauthenticated' | 'network' | 'http';
  status: number;
  message: string;
  serverMessage?: string | undefined;
}

/** RTK Query's transport: the same rules as callApi (token, local refusal, 403 logs out, the answer checked). */
export const apiBaseQuery: BaseQueryFn<ApiQuery, unknown, ApiQueryError> = async ({ schema, ...request }, { dispatch, getState, signal }) => {
  try {
    return { data: await callApi({ signal, ...request }, schema)(dispatch, getState) };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { error: { kind: error.kind, status: error.status, message: error.message, serverMessage: error.serverMessage } };
  }
};
