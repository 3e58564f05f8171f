import { buildApp, type App } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

const SHUTDOWN_LIMIT_MS = 10_000;

/** Stops taking requests, lets in-flight ones finish, closes the database; a second signal exits at once. */
function exitGracefullyOn(app: App, signals: NodeJS.Signals[]): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    app.close().then(
      () => {
        app.log.info('stopped');
        process.exitCode = 0;
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, onSignal);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  exitGracefullyOn(app, ['SIGTERM', 'SIGINT']);
  // Fastify logs the address it listens on.
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Bad configuration is the operator's to fix: one line, no stack trace.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
