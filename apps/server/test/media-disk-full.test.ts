import { readdirSync, statfsSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { bearer } from './helpers/accounts.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import * as samples from './helpers/media-samples.ts';
import { multipartBody } from './helpers/multipart.ts';
import { canMountFilesystems, mountSmallFilesystem } from './helpers/small-filesystem.ts';
import { signedInUser, type SignedIn } from './helpers/users.ts';

const KB = 1024;
const STORAGE_FULL = 'The server has no space left to store this file. Try again later.';
const pngOf = (kb: number) => Buffer.concat([samples.png(), Buffer.alloc(kb * KB - samples.png().length, 1)]);

if (canMountFilesystems)
  describe('a full disk under DATA_DIR/media (a real 1 MB tmpfs)', () => {
    describeEachDatabase('media uploads', (database) => {
      let app: App;
      let mediaDir: string;
      let unmount = () => {};

      beforeAll(async () => {
        mediaDir = join(database.config().dataDir, 'media');
        unmount = mountSmallFilesystem(mediaDir, 1024 * KB);
        app = await database.buildApp();
      });
      afterAll(async () => {
        await app.close();
        unmount();
      });

      const upload = (user: SignedIn, content: Buffer) => {
        const { payload, headers } = multipartBody([{ fileName: 'p.png', contentType: 'image/png', content }]);
        return app.inject({ method: 'POST', url: '/api/media', payload, headers: { ...headers, ...user.headers } });
      };

      it('answers 507 with a message, keeps no partial file and no record, and takes files again once there is room', async () => {
        const ada = await signedInUser(app, 'Ada');
        expect((await upload(ada, pngOf(700))).statusCode).toBe(201);
        const kept = readdirSync(mediaDir);
        expect(kept).toHaveLength(1);

        const full = await upload(ada, pngOf(700));
        expect(full.statusCode).toBe(507);
        expect(full.json()).toEqual({ message: STORAGE_FULL });
        // Nothing of the refused file: no .partial, no row counting against the quota.
        expect(readdirSync(mediaDir)).toEqual(kept);
        expect(await app.repositories.media.usedBytes(ada.id)).toBe(700 * KB);
        expect(statfsSync(mediaDir).bfree * statfsSync(mediaDir).bsize).toBeLessThan(700 * KB);

        // Room comes back (here: the account that filled it is deleted) and uploads work again.
        expect((await app.inject({ method: 'DELETE', url: `/api/account/${ada.id}`, headers: bearer(ada.token) })).statusCode).toBe(200);
        expect(readdirSync(mediaDir)).toEqual([]);
        const bob = await signedInUser(app, 'Bob');
        const again = await upload(bob, pngOf(700));
        expect(again.statusCode).toBe(201);
        const served = await app.inject({ method: 'GET', url: new URL(again.json<{ url: string }>().url).pathname });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.length).toBe(700 * KB);
      });
    });
  });

describeEachDatabase('partial files left by an interrupted write', (database) => {
  it('are removed at start when older than an hour; a fresh one (another instance writing now) stays', async () => {
    const mediaDir = join(database.config().dataDir, 'media');
    const first = await database.buildApp();
    await first.close();
    const stale = `.${'a'.repeat(32)}.png.partial`;
    const fresh = `.${'b'.repeat(32)}.png.partial`;
    const kept = `${'c'.repeat(32)}.png`;
    for (const name of [stale, fresh, kept]) writeFileSync(join(mediaDir, name), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(join(mediaDir, stale), twoHoursAgo, twoHoursAgo);
    utimesSync(join(mediaDir, kept), twoHoursAgo, twoHoursAgo);

    await database.buildApp();
    const names = readdirSync(mediaDir);
    expect(names).not.toContain(stale);
    expect(names).toContain(fresh);
    expect(names).toContain(kept);
  });
});
