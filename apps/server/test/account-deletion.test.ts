import { CommunicatorSchema, type UserData } from '@tessera/core';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { ACCOUNT_MESSAGES } from '../src/accounts/messages.ts';
import type { Config } from '../src/config.ts';
import { AUTH_MESSAGES } from '../src/plugins/auth.ts';
import { bearer, logIn, signedInUser } from './helpers/accounts.ts';
import { makeBoard, stored } from './helpers/boards.ts';
import { describeEachDatabase } from './helpers/databases.ts';

describeEachDatabase(
  'account deletion',
  (database) => {
    let app: App;
    let config: Config;

    beforeAll(async () => {
      config = database.config();
      app = await database.buildApp();
    });

    const deleteAccount = (id: string, token: string) => app.inject({ method: 'DELETE', url: `/api/account/${id}`, headers: bearer(token) });
    const communicator = (email: string, name: string) =>
      CommunicatorSchema.parse({
        id: `${name}-${Math.random().toString(16).slice(2)}`.padEnd(24, '0'),
        name,
        email,
        author: name,
        rootBoard: 'root',
        boards: ['root'],
      });

    it('removes the user and everything they own, and nothing of anyone else', async () => {
      const ada = await signedInUser(app, { name: 'Ada' });
      const bob = await signedInUser(app, { name: 'Bob' });
      const adaBoards = [makeBoard({ email: ada.email, isPublic: true }), makeBoard({ email: ada.email.toUpperCase(), isPublic: false })];
      const bobBoard = makeBoard({ email: bob.email });
      const [, , storedBobBoard] = await Promise.all([...adaBoards, bobBoard].map(async (board) => stored(await app.repositories.boards.insert(board))));
      await app.repositories.communicators.insert(communicator(ada.email, 'ada'));
      const bobCommunicator = stored(await app.repositories.communicators.insert(communicator(bob.email, 'bob')));
      const mediaDir = join(config.dataDir, 'media');
      mkdirSync(mediaDir, { recursive: true });
      const adaFile = `${'a'.repeat(32)}.png`;
      const bobFile = `${'b'.repeat(32)}.png`;
      for (const [file, owner] of [
        [adaFile, ada.id],
        [bobFile, bob.id],
      ] as const) {
        writeFileSync(join(mediaDir, file), 'png');
        await app.repositories.media.insert({ fileName: file, ownerId: owner, contentType: 'image/png', size: 3, createdAt: new Date().toISOString() });
      }
      expect((await logIn(app, { email: ada.email, password: ada.password })).json<UserData>().communicators).toHaveLength(1);

      const response = await deleteAccount(ada.id, ada.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.accountDeleted });

      expect(await app.repositories.users.findById(ada.id)).toBeUndefined();
      for (const board of adaBoards) expect(await app.repositories.boards.getById(board.id)).toBeUndefined();
      expect(await app.repositories.communicators.listByEmail(ada.email, { page: 1, limit: 10, offset: 0, search: '', sort: '-_id' })).toMatchObject({
        total: 0,
      });
      expect(await app.repositories.settings.get(ada.id)).toBeUndefined();
      expect(await app.repositories.media.get(adaFile)).toBeUndefined();
      expect(existsSync(join(mediaDir, adaFile))).toBe(false);

      expect(await app.repositories.boards.getById(bobBoard.id)).toEqual(storedBobBoard);
      expect(await app.repositories.communicators.getById(bobCommunicator.id)).toEqual(bobCommunicator);
      expect(await app.repositories.media.get(bobFile)).toMatchObject({ ownerId: bob.id });
      expect(existsSync(join(mediaDir, bobFile))).toBe(true);
      expect((await app.inject({ method: 'GET', url: `/api/user/${bob.id}`, headers: bearer(bob.token) })).statusCode).toBe(200);
    });

    it('revokes the tokens of the deleted account and frees its email', async () => {
      const ada = await signedInUser(app);
      expect((await deleteAccount(ada.id, ada.token)).statusCode).toBe(200);
      const after = await app.inject({ method: 'GET', url: `/api/user/${ada.id}`, headers: bearer(ada.token) });
      expect(after.statusCode).toBe(403);
      expect(after.json()).toEqual({ message: AUTH_MESSAGES.revoked });
      expect((await deleteAccount(ada.id, ada.token)).statusCode).toBe(403);
      expect((await logIn(app, { email: ada.email, password: ada.password })).statusCode).toBe(401);
      const again = await app.inject({
        method: 'POST',
        url: '/api/user',
        payload: { name: 'Ada', email: ada.email, password: 'secret1', isTermsAccepted: true },
      });
      expect(again.statusCode).toBe(201);
    });

    it("refuses to delete someone else's account with 404, and deletes nothing", async () => {
      const ada = await signedInUser(app);
      const bob = await signedInUser(app);
      const board = stored(await app.repositories.boards.insert(makeBoard({ email: bob.email })));
      const response = await deleteAccount(bob.id, ada.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.userNotFound });
      expect(await app.repositories.users.findById(bob.id)).toBeDefined();
      expect(await app.repositories.boards.getById(board.id)).toEqual(board);
      expect((await app.inject({ method: 'GET', url: `/api/user/${ada.id}`, headers: bearer(ada.token) })).statusCode).toBe(200);
    });
  },
  { twoInstances: true },
);
