import { messages } from './messages.ts';

export type ParsedDataUrl = { ok: true; mimeType: string; isBase64: boolean; data: string } | { ok: false; error: string };

/**
 * Splits an uploaded data URL into MIME type and payload. It needs exactly two comma-separated
 * parts and a MIME type in the header; the errors are the spec's texts.
 */
export function parseDataUrl(url: string): ParsedDataUrl {
  const parts = url.split(',');
  if (parts.length !== 2 || !parts[0]?.startsWith('data:')) return { ok: false, error: messages.invalidDataUrl.defaultMessage };
  const [header, data] = parts as [string, string];
  const mimeType = /^data:([\w.+-]+\/[\w.+-]+)/.exec(header)?.[1];
  if (!mimeType) return { ok: false, error: messages.dataUrlMimeType.defaultMessage };
  return { ok: true, mimeType: mimeType.toLowerCase(), isBase64: /;base64$/i.test(header), data };
}
