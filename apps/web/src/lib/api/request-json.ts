import type { AnswerSchema } from '@tessera/core';
import { API_BASE_URL } from './api-config';
import { ApiError, AUTH_REQUIRED_MESSAGE, NO_CONNECTION_MESSAGE, retryAfterMsOf } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The status of an ApiError for an answer not in its schema's shape: as a gateway says of an answer it could not use. */
export const UNEXPECTED_ANSWER_STATUS = 502;

/** One call of the API, as every layer above describes it. */
export interface ApiRequest {
  /** The path under the API base, e.g. `/user/login` or `/board/${id}`. */
  path: string;
  method?: HttpMethod;
  /** Sent as JSON; FormData is sent as it is (media uploads). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /**
   * true (the default): needs the bearer token and is refused here without one; 'optional': sends the token
   * when there is one; false: never sends it.
   */
  auth?: boolean | 'optional';
  signal?: AbortSignal;
  /** Let the request outlive the page (a logout sent as the app leaves). */
  keepalive?: boolean;
}

export interface RequestContext {
  token?: string | null | undefined;
  baseUrl?: string;
  /** Defaults to the global fetch at call time (tests replace it). */
  fetch?: typeof fetch;
  /** Sent with every call (the sync names the device, so the account's history can say where a change came from). */
  headers?: Record<string, string>;
}

const urlOf = (baseUrl: string, { path, query }: ApiRequest): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // a proxy's HTML error page, say: not ours to show
  }
};

const messageOf = (body: unknown): string | undefined => {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
};

/** `/user` of `/user/activate/<token>`: which call it was, without what may be secret in its address. */
const resourceOf = (path: string): string => path.split('/').slice(0, 2).join('/');

/** What the answer of a call failed to be, in a few words, for the error (never shown to the user as it is). */
const mismatchOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): string =>
  issues
    .slice(0, 3)
    .map(({ path, message }) => `${path.map(String).join('.') || 'the answer'}: ${message}`)
    .join('; ');

/**
 * Calls the API and answers the JSON of a successful answer, checked with `schema` (one of core's answer schemas, the
 * same the server's route declares). Throws an ApiError: `unauthenticated` before any network use when the call needs
 * a token and there is none (spec 01 §5), `network` when no answer came, `http` for an error status, and `http` 502
 * for an answer not in the shape the schema says (an app and a server of different versions, a proxy's page): a
 * failed request like any other for the callers, never a logout.
 */
export async function requestJson<T>(request: ApiRequest, schema: AnswerSchema<T>, context: RequestContext = {}): Promise<T> {
  const { method = 'GET', body, auth = true, signal, keepalive } = request;
  const { token, baseUrl = API_BASE_URL } = context;
  if (auth === true && !token) throw new ApiError('unauthenticated', 0, AUTH_REQUIRED_MESSAGE);

  const headers: Record<string, string> = { ...context.headers, Accept: 'application/json' };
  if (auth !== false && token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const doFetch = context.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(urlOf(baseUrl, request), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error; // the caller cancelled; not a connection problem
    throw new ApiError('network', 0, NO_CONNECTION_MESSAGE);
  }

  const data = await readBody(response);
  if (!response.ok) {
    const serverMessage = messageOf(data);
    throw new ApiError(
      'http',
      response.status,
      serverMessage ?? `Request failed with status ${response.status}`,
      serverMessage,
      data,
      retryAfterMsOf(response.headers.get('retry-after')),
    );
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new ApiError(
      'http',
      UNEXPECTED_ANSWER_STATUS,
      `The server's answer to ${method} ${resourceOf(request.path)} is not in the shape this app reads (${mismatchOf(parsed.error.issues)})`,
      undefined,
      data,
    );
  return parsed.data;
}
