import fp from 'fastify-plugin';
import { ConfigError, type Config } from '../config.ts';
import { redactUrl } from '../config-error.ts';
import { createLocalMediaStore } from '../media/local-media-store.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createS3MediaStore } from '../media/s3-media-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mediaStore: MediaStore;
  }
}

/** A write older than this was cut short (a process stopped mid-write): its partial file is removed at start. */
const STALE_PARTIAL_MS = 60 * 60 * 1000;

/** What went wrong reaching the bucket, in the operator's terms. */
function describeBucketError(error: unknown): string {
  const { name, message, $metadata } = error as Error & { $metadata?: { httpStatusCode?: number }; code?: string };
  const status = $metadata?.httpStatusCode;
  if (name === 'NoSuchBucket') return 'no such bucket';
  if (status === 403 || status === 401) return 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)';
  return (error as { code?: string }).code ?? (message && message !== 'UnknownError' ? message : `${name}${status ? ` (HTTP ${status})` : ''}`);
}

/** Opens where uploads are kept (DATA_DIR/media, or the bucket S3_BUCKET names) and exposes it to the routes. */
export const mediaStorePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const storage = config.mediaStorage;
    if (storage.kind === 'local') {
      const store = createLocalMediaStore(storage.dir);
      const removed = await store.removeStalePartials(new Date(app.clock().getTime() - STALE_PARTIAL_MS));
      if (removed > 0) app.log.warn({ removed }, 'removed partial media files left by an interrupted write');
      app.decorate('mediaStore', store);
      return;
    }
    const store = await createS3MediaStore(storage);
    try {
      await store.check();
    } catch (error) {
      store.close();
      const where = storage.endpoint ? ` at ${redactUrl(storage.endpoint)}` : '';
      throw new ConfigError([`S3_BUCKET cannot be reached: ${describeBucketError(error)} (got "${storage.bucket}"${where})`]);
    }
    app.decorate('mediaStore', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'tessera-media-store' },
);
