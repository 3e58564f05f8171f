import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { webAppScriptHashes } from './inline-script-hashes.ts';

/**
 * What the web app may load. 'wasm-unsafe-eval' lets the offline speech engine (WebAssembly) start;
 * workers come from our files or blobs; images and sounds may be data: or blob: URLs (tile pictures,
 * recorded sounds) and images may come from any https site (online symbol libraries, imported boards).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  workerSrc: ["'self'", 'blob:'],
  childSrc: ["'self'", 'blob:'],
  imgSrc: ["'self'", 'blob:', 'data:', 'https:'],
  mediaSrc: ["'self'", 'blob:', 'data:', 'https:'],
  connectSrc: ["'self'", 'blob:', 'data:', 'https:'],
  // The UI library injects style elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  // Self-hosted instances on a home network are often plain http; upgrading would break them.
  upgradeInsecureRequests: null,
};

/**
 * What Mercado Pago's card form needs when it is configured (its documented CSP): its JS SDK, and the frames of its
 * secure card fields. Only then: a server without it loads nothing from outside.
 */
export const MERCADOPAGO_SOURCES = {
  scriptSrc: ['https://sdk.mercadopago.com', 'https://http2.mlstatic.com'],
  frameSrc: ['https://*.mercadopago.com', 'https://*.mercadolibre.com', 'https://*.mercadolivre.com'],
};

const policyOf = (config: Config) => {
  const mercadoPago = config.subscriptions.mercadoPago !== null;
  const scriptSrc = [...CONTENT_SECURITY_POLICY.scriptSrc, ...(mercadoPago ? MERCADOPAGO_SOURCES.scriptSrc : []), ...webAppScriptHashes(config.webDist)];
  return { ...CONTENT_SECURITY_POLICY, scriptSrc, ...(mercadoPago && { frameSrc: ["'self'", ...MERCADOPAGO_SOURCES.frameSrc] }) };
};

/** Security headers, and CORS for the configured origins only (none by default: same origin). */
export const securityPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const crossOrigin = config.corsOrigins.length > 0;
    // Helmet's middleware is built once: @fastify/helmet built it again for every request (a tenth of a small answer's time).
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: policyOf(config),
      },
      // Pictures and sounds are fetched by the app from another origin when CORS_ORIGIN lists it.
      crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
    // Without other origins there is nothing for CORS to add (a preflight gets the JSON 404 either way), so no hook runs.
    if (crossOrigin) {
      await app.register(cors, { origin: config.corsOrigins, methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], maxAge: 600 });
    }
  },
  { name: 'tessera-security' },
);
