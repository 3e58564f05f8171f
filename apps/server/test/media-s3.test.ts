import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { ConfigError, type Config } from '../src/config.ts';
import { bearer } from './helpers/accounts.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import * as samples from './helpers/media-samples.ts';
import { multipartBody } from './helpers/multipart.ts';
import { startS3Server, type S3TestServer } from './helpers/s3-server.ts';
import { signedInUser, type SignedIn } from './helpers/users.ts';

const PUBLIC_URL = 'https://tessera.example.org';

describeEachDatabase('media in an S3-compatible bucket (S3_BUCKET)', (database) => {
  let s3: S3TestServer;
  let app: App;
  let config: Config;

  beforeAll(async () => {
    s3 = await startS3Server();
    const env = { ...s3.env, PUBLIC_URL };
    config = database.config(env);
    app = await database.buildApp(env);
  });
  afterAll(async () => {
    await app.close();
    await s3.stop();
  });

  const upload = async (user: SignedIn, content: Buffer) => {
    const { payload, headers } = multipartBody([{ fileName: 'file.bin', contentType: 'application/octet-stream', content }]);
    const response = await app.inject({ method: 'POST', url: '/api/media', payload, headers: { ...headers, ...user.headers } });
    expect(response.statusCode, response.body).toBe(201);
    const name = response.json<{ url: string }>().url.slice(`${PUBLIC_URL}/media/`.length);
    return { name, path: `/media/${name}` };
  };

  it.each([
    ['png', 'image/png', samples.png()],
    ['jpg', 'image/jpeg', samples.jpeg()],
    ['webp', 'image/webp', samples.webp()],
    ['ogg', 'audio/ogg', samples.oggOpus()],
    ['mp3', 'audio/mpeg', samples.mp3WithId3()],
  ])('keeps a %s as an object of the bucket, none on disk, and serves it streamed with the same headers', async (extension, contentType, content) => {
    const ada = await signedInUser(app);
    const file = await upload(ada, content);
    expect(file.name).toMatch(new RegExp(`^[0-9a-f]{32}\\.${extension}$`));
    expect((await s3.object(file.name))?.equals(content)).toBe(true);
    expect(existsSync(join(config.dataDir, 'media', file.name))).toBe(false);

    const served = await app.inject({ method: 'GET', url: file.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(contentType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-length']).toBe(String(content.length));
    expect(served.rawPayload.equals(content)).toBe(true);
  });

  it('keeps the sanitised SVG and serves it with its content security policy', async () => {
    const file = await upload(await signedInUser(app), samples.svg('<script>alert(1)</script><circle r="4"/>'));
    const served = await app.inject({ method: 'GET', url: file.path });
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.body).not.toContain('script');
    expect((await s3.object(file.name))?.toString()).toBe(served.body);
  });

  it('serves a range of an object (206), and a JSON 404 for a missing one', async () => {
    const sound = samples.wav();
    const file = await upload(await signedInUser(app), sound);
    const part = await app.inject({ method: 'GET', url: file.path, headers: { range: 'bytes=-6' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${sound.length - 6}-${sound.length - 1}/${sound.length}`);
    expect(part.rawPayload.equals(sound.subarray(sound.length - 6))).toBe(true);
    const missing = await app.inject({ method: 'GET', url: '/media/0123456789abcdef0123456789abcdef.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
  });

  it("removes a deleted account's objects, and nobody else's", async () => {
    const ada = await signedInUser(app, 'Ada');
    const bob = await signedInUser(app, 'Bob');
    const adaFiles = [await upload(ada, samples.png()), await upload(ada, samples.wav())];
    const bobFile = await upload(bob, samples.png());
    expect((await app.inject({ method: 'DELETE', url: `/api/account/${ada.id}`, headers: bearer(ada.token) })).statusCode).toBe(200);
    for (const file of adaFiles) {
      expect(await s3.object(file.name)).toBeNull();
      expect((await app.inject({ method: 'GET', url: file.path })).statusCode).toBe(404);
    }
    expect(await s3.object(bobFile.name)).not.toBeNull();
    expect((await app.inject({ method: 'GET', url: bobFile.path })).statusCode).toBe(200);
  });

  it('refuses to start on a bucket it cannot reach, naming S3_BUCKET without the secret', async () => {
    const missing = database.buildApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    await expect(missing).rejects.toBeInstanceOf(ConfigError);
    await expect(missing).rejects.toThrow(`Configuration error: S3_BUCKET cannot be reached: no such bucket (got "no-such-bucket" at ${s3.env.S3_ENDPOINT})`);
    const wrongKey = database.buildApp({ ...s3.env, S3_SECRET_ACCESS_KEY: 'not-the-secret' });
    await expect(wrongKey).rejects.toThrow(
      `Configuration error: S3_BUCKET cannot be reached: access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY) (got "tessera-media" at ${s3.env.S3_ENDPOINT})`,
    );
  });
});
