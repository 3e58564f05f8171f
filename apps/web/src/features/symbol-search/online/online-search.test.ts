// Runs against a real HTTP server on 127.0.0.1 standing in for the libraries.
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arasaacSearchUrl, searchArasaac } from './arasaac';
import { globalSymbolsSearchUrl, searchGlobalSymbols } from './global-symbols';
import { arasaacLocaleOf, iso6393Of } from './language-codes';
import type { OnlineSymbolUrls } from './online-urls';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
const requests: string[] = [];
let server: Server;
let urls: OnlineSymbolUrls;

const json =
  (body: unknown, status = 200): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
    const handler = routes.get(path);
    if (handler) handler(req, res);
    else json({ error: 'not found' }, 404)(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  urls = { arasaacApi: `${base}/api`, arasaacStatic: `${base}/static`, globalSymbols: `${base}/gs/v1` };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('language codes', () => {
  it('maps Montenegrin to cnr and Brazilian Portuguese to br for ARASAAC', () => {
    expect(arasaacLocaleOf('me')).toBe('cnr');
    expect(arasaacLocaleOf('sr-ME')).toBe('cnr');
    expect(arasaacLocaleOf('pt-BR')).toBe('br');
    expect(arasaacLocaleOf('pt-PT')).toBe('pt');
    expect(arasaacLocaleOf('es-ES')).toBe('es');
  });

  it('gives Global Symbols 3-letter ISO 639-3 codes', () => {
    expect(iso6393Of('es-ES')).toBe('spa');
    expect(iso6393Of('ar-SA')).toBe('ara');
    expect(iso6393Of('en-GB')).toBe('eng');
    expect(iso6393Of('xx-XX')).toBe('eng');
  });

  it('builds the request URLs of spec 01 §7', () => {
    const live = { arasaacApi: 'https://api.arasaac.org/api', arasaacStatic: 'https://static.arasaac.org', globalSymbols: 'https://globalsymbols.com/api/v1' };
    expect(arasaacSearchUrl('ice cream', 'sr-ME', live)).toBe('https://api.arasaac.org/api/pictograms/cnr/search/ice%20cream');
    expect(globalSymbolsSearchUrl('perro', 'es-ES', live)).toBe(
      'https://globalsymbols.com/api/v1/labels/search?query=perro&language=spa&language_iso_format=639-3&limit=20',
    );
  });
});

describe('searchArasaac', () => {
  it('maps pictograms to suggestions with the 500 px image', async () => {
    routes.set('/api/pictograms/es/search/perro', json([{ _id: 2517, keywords: [{ keyword: 'perro' }] }, { _id: 'bad' }, { _id: 7, keywords: [] }]));
    const result = await searchArasaac('perro', 'es-ES', { urls });
    expect(result.failed).toBe(false);
    expect(result.symbols).toEqual([
      {
        id: 'arasaac:2517',
        src: `${urls.arasaacStatic}/pictograms/2517/2517_500.png`,
        label: 'perro',
        translatedId: 'perro',
        fromArasaac: true,
        source: 'arasaac',
      },
      { id: 'arasaac:7', src: `${urls.arasaacStatic}/pictograms/7/7_500.png`, label: 'perro', translatedId: 'perro', fromArasaac: true, source: 'arasaac' },
    ]);
  });

  it('treats "no match" (404) as an empty answer, not a failure', async () => {
    await expect(searchArasaac('zzzz', 'en-US', { urls })).resolves.toEqual({ symbols: [], failed: false });
  });

  it('returns an empty, failed result on a server error, bad JSON, a time-out or no server', async () => {
    routes.set('/api/pictograms/en/search/error', json({ message: 'boom' }, 500));
    routes.set('/api/pictograms/en/search/garbled', json('{not json'));
    routes.set('/api/pictograms/en/search/slow', (_req, res) => setTimeout(() => json([])(_req, res), 2000));
    await expect(searchArasaac('error', 'en-US', { urls })).resolves.toEqual({ symbols: [], failed: true });
    await expect(searchArasaac('garbled', 'en-US', { urls })).resolves.toEqual({ symbols: [], failed: true });
    await expect(searchArasaac('slow', 'en-US', { urls, timeoutMs: 150 })).resolves.toEqual({ symbols: [], failed: true });
    const nowhere = { ...urls, arasaacApi: 'http://127.0.0.1:9/api' };
    await expect(searchArasaac('dog', 'en-US', { urls: nowhere })).resolves.toEqual({ symbols: [], failed: true });
  });

  it('stops when the caller aborts (a newer query)', async () => {
    routes.set('/api/pictograms/en/search/later', (_req, res) => setTimeout(() => json([{ _id: 1 }])(_req, res), 1000));
    const controller = new AbortController();
    const pending = searchArasaac('later', 'en-US', { urls, signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toEqual({ symbols: [], failed: true });
  });

  it('still searches, within its time limit, where the browser has no AbortSignal.any (Safari before 17.4)', async () => {
    routes.set('/api/pictograms/en/search/cat', json([{ _id: 3, keywords: [{ keyword: 'cat' }] }]));
    routes.set('/api/pictograms/en/search/slower', (_req, res) => setTimeout(() => json([])(_req, res), 2000));
    const any = Object.getOwnPropertyDescriptor(AbortSignal, 'any');
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
    try {
      const result = await searchArasaac('cat', 'en-US', { urls, signal: new AbortController().signal });
      expect(result).toMatchObject({ failed: false, symbols: [{ id: 'arasaac:3' }] });
      await expect(searchArasaac('slower', 'en-US', { urls, signal: new AbortController().signal, timeoutMs: 150 })).resolves.toEqual({
        symbols: [],
        failed: true,
      });
    } finally {
      if (any) Object.defineProperty(AbortSignal, 'any', any);
    }
  });
});

describe('searchGlobalSymbols', () => {
  it('asks for 20 labels in the 3-letter language and maps their pictures', async () => {
    routes.set(
      '/gs/v1/labels/search',
      json([
        { id: 1, text: 'dog', picto: { id: 99, image_url: 'https://example.org/dog.svg' } },
        { id: 2, text: 'no picture', picto: {} },
      ]),
    );
    requests.length = 0;
    const result = await searchGlobalSymbols('dog', 'en-GB', { urls });
    expect(requests.filter((url) => url.startsWith('/gs/'))).toEqual(['/gs/v1/labels/search?query=dog&language=eng&language_iso_format=639-3&limit=20']);
    expect(result).toEqual({
      failed: false,
      symbols: [
        { id: 'globalsymbols:99', src: 'https://example.org/dog.svg', label: 'dog', translatedId: 'dog', fromGlobalsymbols: true, source: 'globalSymbols' },
      ],
    });
  });

  it('returns an empty, failed result when the service fails', async () => {
    routes.set('/gs/v1/labels/search', json({ message: 'down' }, 503));
    await expect(searchGlobalSymbols('dog', 'en-US', { urls })).resolves.toEqual({ symbols: [], failed: true });
  });
});
