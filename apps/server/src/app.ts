import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { apiRoutes } from './routes/index.ts';

export type App = FastifyInstance;

export type BuildOptions = {
  /** The time every time-dependent rule reads (token expiry, reset links, login locks); tests pass their own. */
  clock?: Clock;
};

/**
 * The whole server, ready to listen or to be called with inject(). The database is open and migrated;
 * close() finishes in-flight requests and closes it. Throws a ConfigError when the database cannot be reached.
 */
export async function buildApp(config: Config, { clock = systemClock }: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // /api/board and /api/board/ are the same resource.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  try {
    await app.register(errorsPlugin);
    await app.register(securityPlugin, { config });
    await app.register(docsPlugin);
    await app.register(databasePlugin, { config });
    await app.register(authPlugin, { config, clock });
    await app.register(apiRoutes, { prefix: '/api' });
    await app.register(webAppPlugin, { config });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
