import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { MEDIA_UPLOAD_RATE_LIMIT } from '../src/media/upload-rate-limit.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import * as samples from './helpers/media-samples.ts';
import { multipartBody } from './helpers/multipart.ts';
import { appWithTwoUsers, signedInUser, type SignedIn } from './helpers/users.ts';

const KB = 1024;
const QUOTA_MESSAGE = 'Storage quota exceeded: each account may keep at most 1 MB of pictures and sounds';

/** A PNG of about `kb` KB (the server goes by the signature; the rest is padding). */
const pngOf = (kb: number) => Buffer.concat([samples.png(), Buffer.alloc(kb * KB - samples.png().length, 1)]);

describeEachDatabase('media quota (MEDIA_QUOTA_MB)', (database) => {
  let app: App;
  let config: Config;

  beforeAll(async () => {
    config = database.config({ MEDIA_QUOTA_MB: '1' });
    app = await database.buildApp({ MEDIA_QUOTA_MB: '1' });
  });

  const upload = (user: SignedIn, content: Buffer) => {
    const { payload, headers } = multipartBody([{ fileName: 'p.png', contentType: 'image/png', content }]);
    return app.inject({ method: 'POST', url: '/api/media', payload, headers: { ...headers, ...user.headers } });
  };
  const storedNames = () => readdirSync(join(config.dataDir, 'media'));

  it('takes files up to the quota, refuses the one that would pass it with 413, and counts per user', async () => {
    const ada = await signedInUser(app, 'Ada');
    const bob = await signedInUser(app, 'Bob');
    expect((await upload(ada, pngOf(600))).statusCode).toBe(201);
    const before = storedNames();

    const over = await upload(ada, pngOf(600));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: QUOTA_MESSAGE });
    expect(storedNames()).toEqual(before);
    expect(await app.repositories.media.usedBytes(ada.id)).toBe(600 * KB);

    // What is left still fits, exactly up to the quota.
    expect((await upload(ada, pngOf(424))).statusCode).toBe(201);
    expect(await app.repositories.media.usedBytes(ada.id)).toBe(1024 * KB);
    expect((await upload(ada, pngOf(1))).statusCode).toBe(413);
    // Another user has a quota of their own.
    expect((await upload(bob, pngOf(1000))).statusCode).toBe(201);
  });

  it('never lets parallel uploads together pass the quota', async () => {
    const cy = await signedInUser(app, 'Cy');
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(cy, pngOf(300))));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 201 || status === 413),
      statuses.join(),
    ).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(3);
    expect(await app.repositories.media.usedBytes(cy.id)).toBeLessThanOrEqual(1024 * KB);
    const kept = storedNames().filter((name) => !name.startsWith('.'));
    const owned = await Promise.all(kept.map((name) => app.repositories.media.get(name)));
    expect(owned.every((record) => record !== undefined)).toBe(true);
  });
});

describeEachDatabase('media upload rate limit', (database) => {
  it(`takes ${MEDIA_UPLOAD_RATE_LIMIT.max} uploads a minute from one user, then 429; other users are not held up`, async () => {
    const { app, ada, bob } = await appWithTwoUsers(database);
    const upload = (user: SignedIn) => {
      const { payload, headers } = multipartBody([{ fileName: 'p.png', contentType: 'image/png', content: samples.png() }]);
      return app.inject({ method: 'POST', url: '/api/media', payload, headers: { ...headers, ...user.headers } });
    };
    for (let i = 0; i < MEDIA_UPLOAD_RATE_LIMIT.max; i += 1) expect((await upload(ada)).statusCode).toBe(201);
    const limited = await upload(ada);
    expect(limited.statusCode).toBe(429);
    // The wait left is the window minus the time the uploads took (over a second on a busy machine: "59 seconds").
    expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many requests\. Try again in (1 minute|[1-5]?\d seconds)\.$/) });
    expect((await upload(bob)).statusCode).toBe(201);
    // The limit counts users, not addresses: a request without a token is refused as before, not counted.
    expect((await app.inject({ method: 'POST', url: '/api/media', ...multipartBody([]) })).statusCode).toBe(403);
  });
});
