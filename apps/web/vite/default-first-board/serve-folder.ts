import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.data': 'application/octet-stream',
};

/** The decoded path asked for; null for a malformed address. */
const pathOf = (url = '/'): string | null => {
  try {
    return decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return null;
  }
};

export type ServedFolder = { url: string; close: () => Promise<void> };

/**
 * Serves a built app's folder on a free port of 127.0.0.1, as the app's server does for a guest: its files, and
 * index.html for any other path; the API is not there (404), which a guest's start does not need.
 */
export async function serveFolder(folder: string): Promise<ServedFolder> {
  const root = normalize(folder + sep);
  const server = createServer((request, response) => {
    const path = pathOf(request.url);
    const file = normalize(join(root, path ?? ''));
    const send = (name: string) => {
      response.writeHead(200, { 'content-type': TYPES[extname(name)] ?? 'application/octet-stream' });
      createReadStream(name).pipe(response);
    };
    if (path === null || path.startsWith('/api/') || !file.startsWith(root)) {
      response.writeHead(404).end();
      return;
    }
    stat(file).then(
      (found) => send(found.isFile() ? file : join(root, 'index.html')),
      () => (extname(path) ? response.writeHead(404).end() : send(join(root, 'index.html'))),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
