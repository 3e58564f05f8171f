import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type StandInRequest = { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers']; body: string };
export type StandInAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

/** A real HTTP server on 127.0.0.1 answering with `handle`; every request it took is kept in `requests`, in order. */
export async function startStandInServer(handle: (request: StandInRequest) => StandInAnswer) {
  const requests: StandInRequest[] = [];
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const request = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(request);
      let answer: StandInAnswer;
      try {
        answer = handle(request);
      } catch (error) {
        answer = { status: 500, body: { message: (error as Error).message } };
      }
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      outgoing.writeHead(answer.status, { ...(text && { 'content-type': 'application/json' }), ...answer.headers });
      outgoing.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const jsonOf = <T>(request: StandInRequest): T => JSON.parse(request.body || '{}') as T;
