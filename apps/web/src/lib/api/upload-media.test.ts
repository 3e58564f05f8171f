// Runs against a real HTTP server on 127.0.0.1 standing in for POST /api/media, to see the multipart form as sent; its
// answers are written against core's schemas (account-requests.server.test.ts uploads to the real server).
import { Blob as NodeBlob } from 'node:buffer';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MediaUploadedSchema, MessageSchema, type AnswerBody, type AnswerSchema } from '@tessera/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFailureOf } from '../../test/api-failure';
import { isForbidden } from './api-error';
import { uploadMedia } from './upload-media';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

type Answer = (received: Received, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let received: Received[] = [];
let answer: Answer;

const json = <S extends AnswerSchema>(status: number, schema: S, body: AnswerBody<S>): Answer => {
  schema.parse(body);
  return (_received, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
};

beforeAll(async () => {
  // Node's fetch cannot stream jsdom's Blob (it has no stream()), so the upload hangs; a browser's fetch sends its
  // own FormData and Blob, so the test gives the code Node's own, as a browser would.
  const nodeForm = await new Response(new URLSearchParams('a=1')).formData();
  vi.stubGlobal('FormData', nodeForm.constructor);
  vi.stubGlobal('Blob', NodeBlob);
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const one = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(one);
      answer(one, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  answer = json(201, MediaUploadedSchema, { url: 'https://tessera.example.org/media/0123456789abcdef0123456789abcdef.png' });
});

/** The parts of a multipart/form-data body, each with its headers and its exact bytes. */
function partsOf(body: Buffer, contentType: string): { headers: string; content: Buffer }[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const delimiter = Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`);
  const parts: { headers: string; content: Buffer }[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2); // after CRLF, before CRLF
    const split = part.indexOf('\r\n\r\n');
    parts.push({ headers: part.subarray(0, split).toString('utf8'), content: part.subarray(split + 4) });
    start = next;
  }
  return parts;
}

describe('uploadMedia', () => {
  it('posts the bytes as the one file field of a multipart form with the bearer token, and answers the URL', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 13, 10]);
    const url = await uploadMedia(bytes.buffer, 'image/png', 'tok-123', { baseUrl });
    expect(url).toBe('https://tessera.example.org/media/0123456789abcdef0123456789abcdef.png');

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/media');
    expect(request?.headers.authorization).toBe('Bearer tok-123');
    const contentType = request?.headers['content-type'] ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const parts = partsOf(request?.body ?? Buffer.alloc(0), contentType);
    expect(parts).toHaveLength(1);
    expect(parts[0]?.headers).toMatch(/Content-Disposition: form-data; name="file"; filename="picture\.png"/i);
    expect(parts[0]?.headers).toMatch(/Content-Type: image\/png/i);
    expect([...(parts[0]?.content ?? [])]).toEqual([...bytes]);
  });

  it('names a recording as a sound file', async () => {
    await uploadMedia(new Uint8Array([1, 2, 3]).buffer, 'audio/ogg; codecs=opus', 'tok', { baseUrl });
    const request = received[0];
    const parts = partsOf(request?.body ?? Buffer.alloc(0), request?.headers['content-type'] ?? '');
    expect(parts[0]?.headers).toMatch(/filename="sound\.ogg"/);
  });

  it('names a board screenshot as it is asked to', async () => {
    await uploadMedia(new Uint8Array([1, 2, 3]).buffer, 'image/png', 'tok', { baseUrl, fileName: 'Kitchen.png' });
    const request = received[0];
    const parts = partsOf(request?.body ?? Buffer.alloc(0), request?.headers['content-type'] ?? '');
    expect(parts[0]?.headers).toMatch(/filename="Kitchen\.png"/);
  });

  it('fails as forbidden on a 403, so the app logs out', async () => {
    answer = json(403, MessageSchema, { message: 'Invalid token' });
    const error = await apiFailureOf(uploadMedia(new ArrayBuffer(4), 'image/png', 'revoked', { baseUrl }));
    expect(error).toMatchObject({ kind: 'http', status: 403, serverMessage: 'Invalid token' });
    expect(isForbidden(error)).toBe(true);
  });

  it("keeps the server's reason for a file it will never take", async () => {
    answer = json(415, MessageSchema, { message: 'Unsupported file type' });
    const error = await apiFailureOf(uploadMedia(new ArrayBuffer(4), 'text/html', 'tok', { baseUrl }));
    expect(error).toMatchObject({ kind: 'http', status: 415, serverMessage: 'Unsupported file type' });
    expect(isForbidden(error)).toBe(false);
  });

  it('fails as a network error when nothing answers, so the upload is retried later', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await apiFailureOf(uploadMedia(new ArrayBuffer(4), 'image/png', 'tok', { baseUrl: `http://127.0.0.1:${port}/api` }));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
  });

  it('refuses without a token before sending anything', async () => {
    const error = await apiFailureOf(uploadMedia(new ArrayBuffer(4), 'image/png', '', { baseUrl }));
    expect(error.kind).toBe('unauthenticated');
    expect(received).toHaveLength(0);
  });

  it('does not hand back a missing or empty URL as if it were one', async () => {
    answer = (_received, res) => res.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    expect(await apiFailureOf(uploadMedia(new ArrayBuffer(4), 'image/png', 'tok', { baseUrl }))).toMatchObject({ kind: 'http', status: 502 });
    answer = json(201, MediaUploadedSchema, { url: '' });
    expect(await apiFailureOf(uploadMedia(new ArrayBuffer(4), 'image/png', 'tok', { baseUrl }))).toMatchObject({ kind: 'http', status: 502 });
  });
});
