import type { Board } from '@tessera/core';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { LOGIN_LOCKED_MESSAGE } from '../src/accounts/login-throttle.ts';
import { uniqueEmail, uniqueIp } from './helpers/accounts.ts';
import { makeBoard } from './helpers/boards.ts';
import { TWO_INSTANCES_RUN } from './helpers/databases.ts';
import { png } from './helpers/media-samples.ts';
import { multipartBody } from './helpers/multipart.ts';
import { createTestDatabase, findPostgres } from './helpers/postgres.ts';
import { openTestRedis, testRedisUrl, type TestRedis } from './helpers/redis.ts';
import { activationTokenOf, startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { makeTempDir, makeWebDist, removeDir } from './helpers/temp-dirs.ts';
import { twoInstancesBehindOneAddress, type TwoInstances } from './helpers/two-instances.ts';

const PUBLIC_URL = 'https://aac.example.org';

/**
 * One account's day through one address in front of two instances (PostgreSQL, Redis, a shared DATA_DIR), each
 * request going to the other instance than the one before. Most integration suites also run this way
 * (describeEachDatabase's `twoInstances`); this one follows a single flow and checks which instance answered where
 * it matters.
 */
if (TWO_INSTANCES_RUN)
  describe('two instances behind one address', () => {
    let dir: string;
    let dropDatabase: () => Promise<void>;
    let redis: TestRedis;
    let smtp: TestSmtp;
    let deployment: TwoInstances;
    let app: App;
    /** Which instance answered the last request through the proxy. */
    const lastInstance = () => deployment.proxy.sent.at(-1);

    beforeAll(async () => {
      dir = makeTempDir();
      const database = await createTestDatabase((await findPostgres()) as string);
      dropDatabase = database.drop;
      redis = openTestRedis(testRedisUrl as string);
      smtp = await startTestSmtp();
      const config = loadConfig({
        DATA_DIR: join(dir, 'data'),
        WEB_DIST: makeWebDist(dir),
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
        ...redis.env,
        TRUST_PROXY: 'loopback',
        SMTP_URL: smtp.url,
        PUBLIC_URL,
      });
      deployment = await twoInstancesBehindOneAddress(config);
      app = deployment.app;
    });

    afterAll(async () => {
      await deployment?.app.close();
      await smtp?.close();
      await redis?.close();
      await dropDatabase?.();
      removeDir(dir);
    });

    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object, ip?: string) =>
      app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload && { payload }), ...(ip && { remoteAddress: ip }) });

    /** Signs up, activates from the mailed link and logs in: three requests, never two in a row on one instance. */
    const newAccount = async (name: string) => {
      const email = uniqueEmail(name.toLowerCase());
      const since = smtp.mails.length;
      expect((await call('POST', '/api/user', undefined, { name, email, password: 'correct horse', isTermsAccepted: true })).statusCode).toBe(201);
      const token = activationTokenOf(await smtp.waitForMail(email, since), PUBLIC_URL);
      expect((await call('POST', `/api/user/activate/${token}`)).statusCode).toBe(200);
      const login = await call('POST', '/api/user/login', undefined, { email, password: 'correct horse' });
      expect(login.statusCode, login.body).toBe(200);
      return { email, password: 'correct horse', token: login.json<{ authToken: string }>().authToken, id: login.json<{ id: string }>().id };
    };

    it('sends each request to the other instance than the one before', async () => {
      const before = deployment.proxy.sent.length;
      for (let index = 0; index < 4; index += 1) expect((await call('GET', '/api/health')).statusCode).toBe(200);
      const instances = deployment.proxy.sent.slice(before);
      expect(new Set(instances).size).toBe(2);
      instances.slice(1).forEach((instance, index) => expect(instance).not.toBe(instances[index]));
    });

    it('signs up on one instance, activates and logs in on the others, and the token works on both', async () => {
      const ada = await newAccount('Ada');
      const seenBy = new Set<number | undefined>();
      for (let index = 0; index < 2; index += 1) {
        expect((await call('GET', `/api/user/${ada.id}`, ada.token)).statusCode).toBe(200);
        seenBy.add(lastInstance());
      }
      expect(seenBy.size).toBe(2);
    });

    it('keeps versions across instances: a stale write is refused by the other, and the history lists the replaced version', async () => {
      const ada = await newAccount('Versions');
      const created = (await call('POST', '/api/board', ada.token, makeBoard({ id: 'vers123456' }))).json<Board>();
      const updated = await call('PUT', `/api/board/${created.id}`, ada.token, { ...created, name: 'Second' });
      expect(updated.json<Board>().version).toBe(2);
      const stale = await call('PUT', `/api/board/${created.id}`, ada.token, { ...created, name: 'Stale' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<{ board: Board }>().board).toMatchObject({ name: 'Second', version: 2 });
      const history = await call('GET', `/api/board/${created.id}/versions`, ada.token);
      expect(history.json<{ data: { version: number }[] }>().data.map((entry) => entry.version)).toEqual([1]);
    });

    it('serves a picture uploaded through one instance from the other', async () => {
      const ada = await newAccount('Pictures');
      const { payload, headers } = multipartBody([{ fileName: 'dot.png', contentType: 'image/png', content: png() }]);
      const uploaded = await app.inject({ method: 'POST', url: '/api/media', payload, headers: { ...headers, authorization: `Bearer ${ada.token}` } });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const uploadedBy = lastInstance();
      const served = await app.inject({ method: 'GET', url: new URL(uploaded.json<{ url: string }>().url).pathname });
      expect(lastInstance()).not.toBe(uploadedBy);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png())).toBe(true);
    });

    it('tells a device connected to one instance what was written through the other', async () => {
      const ada = await newAccount('Live');
      // The stream on the first instance itself, the write on the second itself.
      const [, second] = deployment.instances;
      const firstUrl = deployment.proxy.targets[0] as string;
      const controller = new AbortController();
      const stream = await fetch(`${firstUrl}/api/events`, { headers: { authorization: `Bearer ${ada.token}` }, signal: controller.signal });
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      let received = '';
      expect((await reader.read()).value).toContain('event: ready');
      const created = await second.inject({
        method: 'POST',
        url: '/api/board',
        headers: { authorization: `Bearer ${ada.token}`, 'x-tessera-device-id': 'phone' },
        payload: makeBoard({ id: 'live654321' }),
      });
      expect(created.statusCode).toBe(201);
      while (!received.includes('"deviceId":"phone"')) received += (await reader.read()).value ?? '';
      expect(received).toContain(`"id":"${created.json<Board>().id}"`);
      controller.abort();
    });

    it('shares limits: wrong passwords through both instances lock that address out of the account on both, and sign-ups per address are counted once', async () => {
      const ada = await newAccount('Locked');
      const ip = uniqueIp();
      const answers = [];
      for (let index = 0; index < 11; index += 1)
        answers.push((await call('POST', '/api/user/login', undefined, { email: ada.email, password: `guess ${index}` }, ip)).statusCode);
      expect(answers).toEqual([...Array.from({ length: 10 }, () => 401), 429]);
      for (let index = 0; index < 2; index += 1) {
        const locked = await call('POST', '/api/user/login', undefined, { email: ada.email, password: ada.password }, ip);
        expect([locked.statusCode, locked.json<{ message: string }>().message]).toEqual([429, LOGIN_LOCKED_MESSAGE]);
      }
      expect((await call('POST', '/api/user/login', undefined, { email: ada.email, password: ada.password }, uniqueIp())).statusCode).toBe(200);
      const signUps = [];
      const from = uniqueIp();
      for (let index = 0; index < 21; index += 1) {
        signUps.push(
          (await call('POST', '/api/user', undefined, { name: 'Many', email: uniqueEmail('many'), password: 'secret1', isTermsAccepted: true }, from))
            .statusCode,
        );
      }
      expect(signUps).toEqual([...Array.from({ length: 20 }, () => 201), 429]);
    });

    it('deletes a board through one instance and refuses it as deleted through the other, which lists the tombstone', async () => {
      const ada = await newAccount('Tombstones');
      const board = (await call('POST', '/api/board', ada.token, makeBoard({ id: 'gone123456' }))).json<Board>();
      expect((await call('DELETE', `/api/board/${board.id}`, ada.token)).statusCode).toBe(200);
      const deletedBy = lastInstance();
      const again = await call('PUT', `/api/board/${board.id}`, ada.token, { ...board, name: 'Back?' });
      expect(lastInstance()).not.toBe(deletedBy);
      expect(again.statusCode).toBe(410);
      const tombstones = await call('GET', '/api/board/deleted', ada.token);
      expect(tombstones.json<{ data: { id: string }[] }>().data.map((entry) => entry.id)).toEqual([board.id]);
    });

    it('saves settings with versions across instances and deletes the account for both', async () => {
      const ada = await newAccount('Settings');
      const first = await call('POST', '/api/settings', ada.token, { display: { darkThemeActive: true } });
      const version = first.json<{ version: number }>().version;
      expect((await call('POST', '/api/settings', ada.token, { display: { uiSize: 'Large' }, version })).statusCode).toBe(200);
      expect((await call('POST', '/api/settings', ada.token, { display: { uiSize: 'Standard' }, version })).statusCode).toBe(409);
      expect((await call('GET', '/api/settings', ada.token)).json()).toMatchObject({ display: { darkThemeActive: true, uiSize: 'Large' } });
      expect((await call('DELETE', `/api/account/${ada.id}`, ada.token)).statusCode).toBe(200);
      for (let index = 0; index < 2; index += 1) expect((await call('GET', `/api/user/${ada.id}`, ada.token)).statusCode).toBe(403);
    });
  });
