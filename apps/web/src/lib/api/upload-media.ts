import { extensionOfMime, MediaUploadedSchema } from '@tessera/core';
import { ApiError } from './api-error';
import { requestJson, UNEXPECTED_ANSWER_STATUS, type RequestContext } from './request-json';

// The server decides what a file is from its bytes; the name only helps people reading its logs.
const fileNameOf = (type: string): string => {
  const base = type.split(';')[0]?.trim().toLowerCase() ?? '';
  const kind = base.startsWith('audio/') ? 'sound' : 'picture';
  return `${kind}.${extensionOfMime(base)}`;
};

/**
 * Sends a picture or a recording to POST /media (spec 01 §7) as the one `file` field of a multipart form, and
 * answers the URL the server keeps it at. `fileName` names the file when it matters (a board's screenshot is
 * `<name or id>.png`); otherwise it is named for its kind. Fails with an ApiError like every call: `network` when
 * no answer came (worth retrying), `http` 403 for a bad token, 413/415 when the server will never take this file.
 */
export async function uploadMedia(
  bytes: ArrayBuffer,
  type: string,
  token: string,
  { fileName, ...options }: Omit<RequestContext, 'token'> & { fileName?: string } = {},
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: type || 'application/octet-stream' }), fileName ?? fileNameOf(type));
  const { url } = await requestJson({ path: '/media', method: 'POST', body: form }, MediaUploadedSchema, { ...options, token });
  // A tile must never be given an empty picture, whatever a proxy in between answered.
  if (!url) throw new ApiError('http', UNEXPECTED_ANSWER_STATUS, 'The server did not say where the file is kept');
  return url;
}
