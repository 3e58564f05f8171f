// @vitest-environment node
// The server runs in this process and needs Node's own globals (jsdom's typed arrays are of another realm).
import type { PhraseHistory, Tile, UserData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { serverAndDevices } from '../test/devices.server';
import { TesseraDb } from '../lib/db';
import { initialAuthState } from '../state/auth-slice';
import { phraseHistoryChanged } from '../state/phrase-history-actions';
import { makeStore } from '../state/store';
import { startAccountSync } from './account-sync';
import { Outbox } from './outbox';
import { clearPhraseHistory, readPhraseHistory, recordPhrase, setFavourite } from './phrase-history-local';

const devices = serverAndDevices();

/** One device of a user: its own store and database, syncing with the real server. */
const device = (user: UserData) => {
  const db = devices.database('phrase-sync-test');
  const { communicators: _communicators, ...authUser } = user;
  const store = makeStore({ auth: initialAuthState(authUser) });
  const sync = startAccountSync(store, db, { baseUrl: devices.server.apiUrl, random: () => 0, pullIntervalMs: 60 * 60_000 });
  devices.syncing(sync);
  const changed = () => store.dispatch(phraseHistoryChanged({ queued: true }));
  return { db, store, sync, changed };
};

const words = (text: string): Tile[] => text.split(' ').map((word) => ({ id: word, label: word, image: `/symbols/${word}.svg` }));
const texts = async (db: TesseraDb) => (await readPhraseHistory(db)).phrases.map((phrase) => [phrase.text, phrase.favourite]);
const onServer = async (user: UserData): Promise<PhraseHistory> =>
  (await fetch(`${devices.server.apiUrl}/phrases`, { headers: { Authorization: `Bearer ${user.authToken}` } })).json() as Promise<PhraseHistory>;

describe("a signed-in user's phrase history with the real server", { timeout: 30_000 }, () => {
  it("reaches the account and the user's other device; a star and a clear there come back here", async () => {
    const user = await devices.server.signIn();
    const phone = device(user);
    await phone.sync.idle();
    await recordPhrase(phone.db, words('I want juice'), 1_000, true);
    phone.changed();
    await phone.sync.idle();
    expect((await onServer(user)).phrases.map((phrase) => phrase.text)).toEqual(['I want juice']);
    expect(await phone.db.phrases.filter((record) => record.unsent === true).count()).toBe(0);

    const tablet = device(user);
    await tablet.sync.idle();
    expect((await readPhraseHistory(tablet.db)).phrases[0]?.tiles).toEqual(words('I want juice'));
    await recordPhrase(tablet.db, words('hello'), 2_000, true);
    await setFavourite(tablet.db, 'I want juice', true, true, 3_000);
    await clearPhraseHistory(tablet.db, true, 4_000);
    tablet.changed();
    await tablet.sync.idle();
    expect(await texts(tablet.db)).toEqual([['I want juice', true]]);

    phone.sync.syncNow();
    await phone.sync.idle();
    expect(await texts(phone.db)).toEqual([['I want juice', true]]);
    expect((await readPhraseHistory(phone.db)).clearedAt).toBe(4_000);
  });

  it('sends more phrases than one save holds in turn, none left unsent', async () => {
    const user = await devices.server.signIn();
    const phone = device(user);
    await phone.sync.idle();
    await phone.db.phrases.bulkPut(
      Array.from({ length: 250 }, (_, at) => ({
        text: `phrase ${at}`,
        tiles: words(`phrase${at}`),
        spokenAt: at + 1,
        favourite: false,
        changedAt: at + 1,
        unsent: true,
      })),
    );
    await new Outbox(phone.db).add('phrases', 'user');
    phone.changed();
    await phone.sync.idle();
    expect((await onServer(user)).phrases).toHaveLength(250);
    expect(await phone.db.phrases.filter((record) => record.unsent === true).count()).toBe(0);
    expect(await new Outbox(phone.db).count()).toBe(0);
  });
});
