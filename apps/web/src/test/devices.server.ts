import { startTestServer, type TestServer } from '@tessera/server/testing';
import Dexie from 'dexie';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { TesseraDb } from '../lib/db';
import type { AccountSync } from '../sync/account-sync';

/**
 * The real server in this process for a test file, and the devices its tests open: each device's database is
 * deleted and its sync stopped after every test. `devices.server` is there once the file's tests run.
 */
export function serverAndDevices() {
  const opened: TesseraDb[] = [];
  const running: AccountSync[] = [];
  const devices = {
    server: undefined as unknown as TestServer,
    /** A database of its own for one device; deleted after the test. */
    database(name: string): TesseraDb {
      const db = new TesseraDb(`${name}-${Math.random()}`);
      opened.push(db);
      return db;
    },
    /** A sync the test started; stopped after the test. */
    syncing(sync: AccountSync): AccountSync {
      running.push(sync);
      return sync;
    },
  };
  beforeAll(async () => {
    devices.server = await startTestServer();
  });
  afterAll(async () => {
    await devices.server.close();
  });
  afterEach(async () => {
    running.splice(0).forEach((sync) => sync.stop());
    for (const db of opened.splice(0)) {
      db.close();
      await Dexie.delete(db.name);
    }
  });
  return devices;
}
