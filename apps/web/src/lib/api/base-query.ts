import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { isApiError } from './api-error';
import { callApi } from './call-api';
import type { ApiRequest } from './request-json';

/** What an RTK Query endpoint gets when its call fails. */
export interface ApiQueryError {
  kind: 'unauthenticated' | 'network' | 'http';
  status: number;
  message: string;
  serverMessage?: string | undefined;
}

/** RTK Query's transport: the same rules as callApi (token, local refusal, 403 logs out). */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiQueryError> = async (request, { dispatch, getState, signal }) => {
  try {
    return { data: await callApi<unknown>({ signal, ...request })(dispatch, getState) };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { error: { kind: error.kind, status: error.status, message: error.message, serverMessage: error.serverMessage } };
  }
};
