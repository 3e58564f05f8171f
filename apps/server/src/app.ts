import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import { JSON_BODY_LIMIT_BYTES } from './http/body-limit.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { accountsPlugin } from './plugins/accounts.ts';
import { analyticsRetentionPlugin } from './plugins/analytics-retention.ts';
import { answerCachePlugin } from './plugins/answer-cache.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { limitersPlugin } from './plugins/limiters.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { eventsPlugin } from './plugins/events.ts';
import { mailPlugin } from './plugins/mail.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { redisPlugin } from './plugins/redis.ts';
import { securityPlugin } from './plugins/security.ts';
import { mediaFilesPlugin } from './plugins/media-files.ts';
import { mediaStorePlugin } from './plugins/media-store.ts';
import { subscriptionsPlugin } from './plugins/subscriptions.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { writeLimitsPlugin } from './plugins/write-limits.ts';
import { apiRoutes, formPostCallbackRoutes } from './routes/index.ts';

export type App = FastifyInstance;

export type BuildOptions = {
  /**
   * The time the app's own rules read (token expiry, reset links); tests pass their own. Counters in the
   * limiter store (login locks, mail budgets) follow the system time: rate-limiter-flexible reads Date.now().
   */
  clock?: Clock;
  /** How long the phrase API has to answer (POST /api/gpt/edit); 5 s unless a test passes a shorter one. */
  phraseTimeoutMs?: number;
  /** How long the speech API has to answer (POST /api/speech); 5 s unless a test passes a shorter one. */
  speechTimeoutMs?: number;
};

/** Node refuses request heads over 16 KB (its default --max-http-header-size), so no address is longer. */
const MAX_URL_LENGTH = 16 * 1024;

/**
 * The whole server, ready to listen or to be called with inject(). The database is open and migrated;
 * close() finishes in-flight requests and closes it. Throws a ConfigError when the database cannot be reached.
 */
export async function buildApp(config: Config, { clock = systemClock, phraseTimeoutMs, speechTimeoutMs }: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // /api/board and /api/board/ are the same resource. Every id reaches its route, whatever its length (the
    // router's default of 100 characters sent longer ones on to the web app's files, which answered 403, read by
    // the app as "session ended"): each route's schema bounds its own ids (400), and requests are at most 16 KB.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_URL_LENGTH },
    // Behind a load balancer, the client's address (per-address limits, login throttling) is the one it forwards.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('clock', clock);

  try {
    await app.register(errorsPlugin);
    await app.register(securityPlugin, { config });
    await app.register(docsPlugin);
    // request.cookies and reply.setCookie: the login call's cookies (accounts/oauth-cookie.ts, accounts/device-cookie.ts).
    await app.register(cookie);
    // Redis first: a bad REDIS_URL stops start-up before the database is migrated.
    await app.register(redisPlugin, { config });
    await app.register(databasePlugin, { config });
    await app.register(answerCachePlugin, { config });
    await app.register(mediaStorePlugin, { config });
    await app.register(limitersPlugin, { config });
    await app.register(authPlugin, { config, clock });
    await app.register(eventsPlugin, { config });
    await app.register(rateLimitPlugin, { config });
    // Before the routes: it counts every write route as it is added.
    await app.register(writeLimitsPlugin, { config });
    await app.register(mailPlugin, { config, clock });
    await app.register(accountsPlugin, { config });
    await app.register(subscriptionsPlugin, { config });
    await app.register(analyticsRetentionPlugin, { config });
    await app.register(apiRoutes, {
      prefix: '/api',
      config,
      ...(phraseTimeoutMs !== undefined && { phraseTimeoutMs }),
      ...(speechTimeoutMs !== undefined && { speechTimeoutMs }),
    });
    await app.register(formPostCallbackRoutes);
    await app.register(mediaFilesPlugin, { prefix: '/media' });
    await app.register(webAppPlugin, { config });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
