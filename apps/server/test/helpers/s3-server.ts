import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../../src/config.ts';
import { makeTempDir, removeDir } from './temp-dirs.ts';

/** The key pair the S3 server knows (its built-in account); it checks every request's signature with it. */
const KEY = 'S3RVER';

export type S3TestServer = {
  /** The S3_ variables that point the app at this server's bucket. */
  env: Env;
  /** An object's bytes, read straight from the server; null when there is no such object. */
  object(key: string): Promise<Buffer | null>;
  stop(): Promise<void>;
};

/**
 * A real S3-compatible server in this process (@20minutes/s3rver, keeping objects in a temporary
 * folder) on a free loopback port, with one bucket. It checks every request's signature; it does
 * not take the current SDK's signature of bucket-level requests (a path ending in "/"), which the
 * app does not make.
 */
export async function startS3Server(bucket = 'tessera-media'): Promise<S3TestServer> {
  const directory = makeTempDir('tessera-s3-');
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: KEY, secretAccessKey: KEY } });
  return {
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: KEY, S3_SECRET_ACCESS_KEY: KEY, S3_FORCE_PATH_STYLE: 'true' },
    async object(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async stop() {
      client.destroy();
      await server.close();
      removeDir(directory);
    },
  };
}
