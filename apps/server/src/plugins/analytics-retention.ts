import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    analyticsRetention: {
      /** Deletes usage-report events older than ANALYTICS_RETENTION_DAYS by the app's clock; answers how many went. */
      sweep: () => Promise<{ events: number }>;
    };
  }
}

export const RETENTION_SWEEP_INTERVAL_MS = 24 * 60 * 60_000;

/**
 * ANALYTICS_RETENTION_DAYS (default 400): usage-report events, day counts and sessions older than that are deleted
 * once when the server is ready and then every day, by a timer that closing the server stops (a sweep in progress is
 * waited for). Every instance sweeps; deleting what is already gone does nothing.
 */
export const analyticsRetentionPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const sweep = () =>
      app.repositories.analytics.deleteOlderThan(new Date(app.clock().getTime() - config.analyticsRetentionDays * RETENTION_SWEEP_INTERVAL_MS));
    app.decorate('analyticsRetention', { sweep });

    let running: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const run = () => {
      running = sweep().then(
        ({ events }) => {
          if (events > 0) app.log.info({ events }, 'usage-report events past their retention deleted');
        },
        (error: unknown) => app.log.error({ err: error }, 'usage-report retention sweep failed'),
      );
    };
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, RETENTION_SWEEP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'tessera-analytics-retention', dependencies: ['tessera-database'] },
);
