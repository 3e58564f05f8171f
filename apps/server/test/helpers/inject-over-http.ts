import { request, type OutgoingHttpHeaders } from 'node:http';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';

/** What light-my-request sends when a test names none: tests may rely on it (the device a login records). */
const DEFAULT_USER_AGENT = 'lightMyRequest';

const queryString = (query: InjectOptions['query']): string => {
  if (query === undefined) return '';
  const text =
    typeof query === 'string'
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([key, values]) => [values].flat().map((value): [string, string] => [key, String(value)])),
        ).toString();
  return text ? `?${text}` : '';
};

/**
 * `app.inject(options)` sent as a real HTTP request to `baseUrl` (the round-robin proxy in front of two instances):
 * the same options and the same answer shape, so a suite written for inject runs unchanged. `remoteAddress` becomes
 * the X-Forwarded-For a client behind another trusted proxy would arrive with.
 */
export async function injectOverHttp(baseUrl: string, options: InjectOptions): Promise<Response> {
  const url = typeof options.url === 'string' ? options.url : String(options.path ?? '/');
  const payload = options.payload ?? options.body;
  const headers: OutgoingHttpHeaders = { 'user-agent': DEFAULT_USER_AGENT, ...(options.headers as OutgoingHttpHeaders) };
  let body: Buffer | undefined;
  if (payload !== undefined && payload !== null) {
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) body = Buffer.from(payload);
    else {
      body = Buffer.from(JSON.stringify(payload));
      headers['content-type'] ??= 'application/json';
    }
    headers['content-length'] = body.length;
  }
  if (options.remoteAddress) headers['x-forwarded-for'] = options.remoteAddress;
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    // The path exactly as the test wrote it: a URL object would resolve "..", which tests of hostile paths send.
    const outgoing = request(
      { host: base.hostname, port: base.port, path: url + queryString(options.query), method: options.method ?? 'GET', headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          const text = rawPayload.toString('utf8');
          resolve({
            raw: { res: undefined, req: undefined },
            rawPayload,
            headers: incoming.headers,
            statusCode: incoming.statusCode ?? 0,
            statusMessage: incoming.statusMessage ?? '',
            trailers: incoming.trailers,
            payload: text,
            body: text,
            json: () => JSON.parse(text),
            cookies: [],
            isLightMyRequest: true,
          } as unknown as Response);
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
