import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { INDEX_HTML, makeTempDir, makeWebDist, removeDir } from './helpers/temp-dirs.ts';

// HTTP behaviour that does not depend on the database: checked once, on SQLite.
const CORS_ORIGIN = 'https://app.example.org';

describe('HTTP surface', () => {
  let dir: string;
  let app: App;

  beforeAll(async () => {
    dir = makeTempDir();
    app = await buildApp(loadConfig({ DATA_DIR: `${dir}/data`, WEB_DIST: makeWebDist(dir), LOG_LEVEL: 'silent', CORS_ORIGIN }));
  });
  afterAll(async () => {
    await app.close();
    removeDir(dir);
  });

  it('serves the web app, and index.html for any unknown path outside /api (history fallback)', async () => {
    for (const url of ['/', '/board/5f1e3c2a9b8d7e6f5a4b3c2d', '/settings/display?tab=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('tessera');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown /api paths, and other methods, with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/board/x'],
      ['DELETE', '/api/board'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('treats a trailing slash as the same API path', async () => {
    for (const url of ['/api/health/', '/api/board/?limit=1']) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });

  it('sends security headers with a CSP that lets the app, its workers and its speech engine run', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(csp).toMatch(/worker-src 'self' blob:(;|$)/);
    expect(csp).toMatch(/img-src [^;]*blob:[^;]*/);
    expect(csp).toMatch(/img-src [^;]*data:[^;]*/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval;');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('allows the configured origin, and only that one', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/board',
      headers: { origin: CORS_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(CORS_ORIGIN);
    const allowed = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: CORS_ORIGIN } });
    expect(allowed.headers['access-control-allow-origin']).toBe(CORS_ORIGIN);
    const other = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example.com' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI description at /api/docs/json and the browsable docs at /api/docs', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json<{ openapi: string; paths: Record<string, Record<string, { parameters?: { name: string }[] }>> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/board', '/api/board/public', '/api/board/{id}']));
    expect(document.paths['/api/board/public']?.get?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'offset', 'sort', 'search']),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const page = ui.statusCode === 302 ? await app.inject({ method: 'GET', url: String(ui.headers.location) }) : ui;
    expect(page.body).toContain('swagger-ui');
  });
});

describe('without a built web app', () => {
  it('serves the API and answers every other path with a JSON 404', async () => {
    const dir = makeTempDir();
    // The default web app folder may exist in a developer's tree; point at one that is certainly missing.
    const config = { ...loadConfig({ DATA_DIR: `${dir}/data`, LOG_LEVEL: 'silent' }), webDist: null };
    const app = await buildApp(config);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const page = await app.inject({ method: 'GET', url: '/board/x' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ message: 'Not found' });
    } finally {
      await app.close();
      removeDir(dir);
    }
  });
});

describe('without CORS_ORIGIN', () => {
  it('sends the same security headers, no CORS headers, and answers a preflight with the JSON 404', async () => {
    const dir = makeTempDir();
    const app = await buildApp(loadConfig({ DATA_DIR: `${dir}/data`, WEB_DIST: makeWebDist(dir), LOG_LEVEL: 'silent' }));
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://app.example.org' } });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/board',
        headers: { origin: 'https://app.example.org', 'access-control-request-method': 'GET' },
      });
      expect(preflight.statusCode).toBe(404);
      expect(preflight.json()).toEqual({ message: 'Not found' });
      expect(Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    } finally {
      await app.close();
      removeDir(dir);
    }
  });
});

describe("Mercado Pago's card form", () => {
  const csp = async (env: Record<string, string>) => {
    const dir = makeTempDir();
    const app = await buildApp(loadConfig({ DATA_DIR: `${dir}/data`, WEB_DIST: makeWebDist(dir), LOG_LEVEL: 'silent', ...env }));
    try {
      return String((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    } finally {
      await app.close();
      removeDir(dir);
    }
  };

  it('may load its SDK and frames only when Mercado Pago is configured', async () => {
    const without = await csp({});
    expect(without).not.toContain('mercadopago');
    expect(without).not.toContain('frame-src');
    const withIt = await csp({ MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token', MERCADOPAGO_PUBLIC_KEY: 'APP_USR-public', MERCADOPAGO_WEBHOOK_SECRET: 'whsecret' });
    expect(withIt).toMatch(/script-src 'self' 'wasm-unsafe-eval' https:\/\/sdk\.mercadopago\.com https:\/\/http2\.mlstatic\.com/);
    expect(withIt).toContain("frame-src 'self' https://*.mercadopago.com https://*.mercadolibre.com https://*.mercadolivre.com");
  });
});
