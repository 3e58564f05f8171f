import { CloudVoicesSchema, type CloudVoice } from '@tessera/core';
import { API_BASE_URL } from './api-config';
import { ApiError, AUTH_REQUIRED_MESSAGE, NO_CONNECTION_MESSAGE } from './api-error';
import { requestJson, type RequestContext } from './request-json';

/** What the server said, as an object URL an audio element plays; `release` frees it. */
export type ServerClip = { url: string; release: () => void };

/** GET /voices: the server's voices (every configured engine's); no token is sent. */
export const getServerVoices = (signal?: AbortSignal, context: RequestContext = {}): Promise<CloudVoice[]> =>
  requestJson({ path: '/voices', auth: false, ...(signal ? { signal } : {}) }, CloudVoicesSchema, context).then((answer) => answer.voices);

/**
 * GET /speech?text=…&voiceURI=…&rate=…&pitch=…: a server voice saying the text, as an object URL. A GET, so the
 * browser keeps the answer (the server marks it private for a week) and a word said again is not fetched again.
 * Throws an ApiError when there is no token, no connection, or an error answer; a 403 here does not log out (the tap
 * falls back to the offline voice, and the next API call decides about the session).
 */
export async function fetchServerSpeech(
  { text, voiceURI, rate, pitch }: { text: string; voiceURI: string; rate: number; pitch: number },
  signal: AbortSignal,
  { token, baseUrl = API_BASE_URL, fetch: doFetch = globalThis.fetch }: RequestContext = {},
): Promise<ServerClip> {
  if (!token) throw new ApiError('unauthenticated', 0, AUTH_REQUIRED_MESSAGE);
  const query = new URLSearchParams({ text, voiceURI, rate: String(rate), pitch: String(pitch) });
  let response: Response;
  try {
    response = await doFetch(`${baseUrl}/speech?${query}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'audio/*' }, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError('network', 0, NO_CONNECTION_MESSAGE);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ApiError('http', response.status, `Request failed with status ${response.status}`);
  }
  const url = URL.createObjectURL(await response.blob());
  return { url, release: () => URL.revokeObjectURL(url) };
}
