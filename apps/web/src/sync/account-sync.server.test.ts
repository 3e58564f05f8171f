// @vitest-environment node
// The server runs in this process and needs Node's own globals (jsdom's typed arrays are of another realm).
import type { Board, Settings, UserData } from '@tessera/core';
import { isLocalBoardId } from '@tessera/core';
import { builtInBoardsById } from '@tessera/content';
import { describe, expect, it } from 'vitest';
import { serverAndDevices } from '../test/devices.server';
import { ApiError } from '../lib/api/api-error';
import { listConflicts, Outbox, syncRequests, type SyncRequests } from './';
import { initialAuthState } from '../state/auth-slice';
import { boardCreated, boardSaved, boardsDeleted } from '../state/board-actions';
import { displaySettingsChanged, speechSettingsChanged } from '../state/settings-slice';
import { selectBoardById } from '../state/board-slice';
import { makeStore, type AppStore } from '../state/store';
import { startAccountSync } from './account-sync';

const devices = serverAndDevices();

/** One device of a user: its own store and database, syncing with the real server. */
const device = (user: UserData, requests: SyncRequests = syncRequests) => {
  const db = devices.database('sync-test');
  const { communicators: _communicators, ...authUser } = user;
  const store = makeStore({ auth: initialAuthState(authUser) });
  const sync = startAccountSync(store, db, { requests, baseUrl: devices.server.apiUrl, random: () => 0, pullIntervalMs: 60 * 60_000 });
  devices.syncing(sync);
  return { db, store, sync, outbox: new Outbox(db) };
};

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();
const board = (id: string, name: string): Board => ({ id, name, isPublic: false, tiles: [{ id: `${id}-t`, label: name }] });
/** The notices shown or waiting, in English. */
const noticesOf = (store: AppStore) => {
  const { open, waiting } = store.getState().notifications;
  return [open, ...waiting].flatMap((notice) => (notice ? [String(notice.message.defaultMessage)] : []));
};
const boards = (store: AppStore) => Object.values(store.getState().board.boards);
const named = (store: AppStore, name: string) => boards(store).find((b) => b.name === name);

const serverBoards = async (user: UserData) => {
  const response = await fetch(`${devices.server.apiUrl}/board/byemail/${encodeURIComponent(user.email)}?limit=100`, {
    headers: { Authorization: `Bearer ${user.authToken}` },
  });
  return ((await response.json()) as { data: Board[] }).data;
};

describe("syncing a signed-in user's boards with the real server", () => {
  it('creates a local board on the server and gives it the server id everywhere, then unqueues it', async () => {
    const user = await devices.server.signIn();
    const phone = device(user);
    await phone.sync.idle();
    phone.store.dispatch(boardCreated({ board: board('kitchen1', 'Kitchen'), now: at(1) }));
    await phone.sync.idle();

    const synced = named(phone.store, 'Kitchen');
    expect(synced && isLocalBoardId(synced.id)).toBe(false);
    expect(synced?.email).toBe(user.email);
    const communicator = Object.values(phone.store.getState().communicator.communicators).find((c) => c.email === user.email);
    expect(communicator?.boards).toContain(synced?.id);
    expect(communicator && isLocalBoardId(communicator.id)).toBe(false);
    expect(await phone.outbox.count()).toBe(0);
    expect(phone.store.getState().sync.phase).toBe('synced');
    expect((await serverBoards(user)).map((b) => b.name)).toEqual(['Kitchen']);
  });

  it('points folder tiles at the server id of the board they open, on the server too, when both are new', async () => {
    const user = await devices.server.signIn();
    // Home's answer is held back until Pets's has been applied: Home then changed while its create was out.
    let petsApplied: () => void = () => undefined;
    const petsDone = new Promise<void>((resolve) => (petsApplied = resolve));
    const phone = device(user, {
      ...syncRequests,
      // A server without the batch call: the boards go one by one, and their answers come in any order.
      createBoards: () => Promise.reject(new ApiError('http', 404, 'Not Found')),
      createBoard: async (sent, context) => {
        const created = await syncRequests.createBoard(sent, context);
        if (sent.name === 'Home') await petsDone;
        else setTimeout(petsApplied, 20);
        return created;
      },
    });
    await phone.sync.idle();
    const home: Board = { id: 'home00001', name: 'Home', isPublic: false, tiles: [{ id: 'h1', label: 'Pets', loadBoard: 'pets00001' }] };
    // Saved side by side (not through the communicator), so both creates go out together.
    phone.store.dispatch(boardSaved({ board: board('pets00001', 'Pets'), now: at(1) }));
    phone.store.dispatch(boardSaved({ board: home, now: at(1) }));
    await phone.sync.idle();

    const pets = named(phone.store, 'Pets') as Board;
    expect(isLocalBoardId(pets.id)).toBe(false);
    expect(named(phone.store, 'Home')?.tiles[0]?.loadBoard).toBe(pets.id);
    const onServer = await serverBoards(user);
    expect(onServer.find((b) => b.name === 'Home')?.tiles[0]?.loadBoard).toBe(pets.id);
    expect(await phone.outbox.count()).toBe(0);
  });

  it('creates many new boards in one request and gives each its server id', async () => {
    const user = await devices.server.signIn();
    const calls = { batches: [] as number[], single: 0 };
    const phone = device(user, {
      ...syncRequests,
      createBoards: (boards, context) => {
        calls.batches.push(boards.length);
        return syncRequests.createBoards(boards, context);
      },
      createBoard: (board, context) => {
        calls.single += 1;
        return syncRequests.createBoard(board, context);
      },
    });
    await phone.sync.idle();
    const names = ['Farm', 'Zoo', 'Beach', 'Snow'];
    // Saved side by side (as a device's offline boards are found at start), so all creates are at the head.
    names.forEach((name, index) => phone.store.dispatch(boardSaved({ board: board(`many0000${index}`, name), now: at(2) })));
    await phone.sync.idle();

    expect(calls).toEqual({ batches: [4], single: 0 });
    expect(
      boards(phone.store)
        .filter((b) => names.includes(b.name))
        .every((b) => !isLocalBoardId(b.id)),
    ).toBe(true);
    expect((await serverBoards(user)).map((b) => b.name).sort()).toEqual([...names].sort());
    expect(await phone.outbox.count()).toBe(0);
  });

  it('sends edits of several boards in one request, and each lands at its next version', async () => {
    const user = await devices.server.signIn();
    const calls = { batches: [] as number[], single: 0 };
    const phone = device(user, {
      ...syncRequests,
      updateBoards: (boards, context) => {
        calls.batches.push(boards.length);
        return syncRequests.updateBoards(boards, context);
      },
      updateBoard: (board, context) => {
        calls.single += 1;
        return syncRequests.updateBoard(board, context);
      },
    });
    const names = ['Farm', 'Zoo', 'Beach'];
    names.forEach((name, index) => phone.store.dispatch(boardSaved({ board: board(`upd0000${index}`, name), now: at(2) })));
    await phone.sync.idle();
    const created = names.map((name) => named(phone.store, name) as Board);
    created.forEach((each) => phone.store.dispatch(boardSaved({ board: { ...each, name: `${each.name} trip` }, now: at(3) })));
    await phone.sync.idle();

    expect(calls).toEqual({ batches: [3], single: 0 });
    const onServer = await serverBoards(user);
    expect(onServer.map((b) => [b.name, b.version]).sort()).toEqual(names.map((name) => [`${name} trip`, 2]).sort());
    expect(await phone.outbox.count()).toBe(0);
  });

  it('saves the settings that follow the user to the account, the voice among them, and not the volume', async () => {
    const user = await devices.server.signIn();
    const phone = device(user);
    await phone.sync.idle();
    phone.store.dispatch(displaySettingsChanged({ fontSize: 'Large' }));
    phone.store.dispatch(speechSettingsChanged({ rate: 1.5, voiceURI: 'espeak-ng:en-GB', volume: 0.5 }));
    await phone.sync.idle();
    const response = await fetch(`${devices.server.apiUrl}/settings`, { headers: { Authorization: `Bearer ${user.authToken}` } });
    const saved = (await response.json()) as Settings;
    expect(saved.display.fontSize).toBe('Large');
    expect(saved.speech).toEqual({ rate: 1.5, voiceURI: 'espeak-ng:en-GB', pitch: 1, volume: 1 });
  });

  it('says "Failed to load settings" when the account cannot give them, and keeps this device\'s while the boards still arrive', async () => {
    const user = await devices.server.signIn();
    const laptop = device(user);
    laptop.store.dispatch(boardCreated({ board: board('garden001', 'Garden'), now: at(1) }));
    await laptop.sync.idle();
    const phone = device(user, { ...syncRequests, settings: () => Promise.reject(new ApiError('http', 500, 'Internal Server Error')) });
    phone.store.dispatch(displaySettingsChanged({ labelPosition: 'Hidden' }));
    await phone.sync.idle();
    expect(noticesOf(phone.store)).toContain('Failed to load settings');
    expect(phone.store.getState().settings.display.labelPosition).toBe('Hidden');
    expect(named(phone.store, 'Garden')).toBeDefined();
  });

  it('says "Failed to update settings" when the account refuses them, and keeps them on this device', async () => {
    const user = await devices.server.signIn();
    const phone = device(user, { ...syncRequests, saveSettings: () => Promise.reject(new ApiError('http', 400, 'Bad Request')) });
    await phone.sync.idle();
    phone.store.dispatch(displaySettingsChanged({ darkThemeActive: true }));
    await phone.sync.idle();
    expect(noticesOf(phone.store)).toContain('Failed to update settings');
    expect(phone.store.getState().settings.display.darkThemeActive).toBe(true);
  });

  it('says "Unexpected settings error" once when sending the settings breaks on this device, and sends them on the next try', async () => {
    const user = await devices.server.signIn();
    let breaks = 1;
    const phone = device(user, {
      ...syncRequests,
      saveSettings: (settings, context) => (breaks-- > 0 ? Promise.reject(new TypeError('broken')) : syncRequests.saveSettings(settings, context)),
    });
    await phone.sync.idle();
    phone.store.dispatch(speechSettingsChanged({ rate: 1.75 }));
    await phone.sync.idle();
    expect(noticesOf(phone.store).filter((text) => text === 'Unexpected settings error')).toHaveLength(1);
    expect(await phone.outbox.count()).toBe(1); // kept for its next try
    phone.sync.syncNow();
    await expect.poll(async () => await phone.outbox.count(), { timeout: 10_000 }).toBe(0);
    const response = await fetch(`${devices.server.apiUrl}/settings`, { headers: { Authorization: `Bearer ${user.authToken}` } });
    expect(((await response.json()) as Settings).speech.rate).toBe(1.75);
  });

  it("opens the account's copy of a built-in board for its built-in id, on this device and another, after it gets its server id", async () => {
    const user = await devices.server.signIn();
    const phone = device(user);
    await phone.sync.idle();
    const food = builtInBoardsById.get('food') as Board;
    phone.store.dispatch(boardSaved({ board: { ...food, name: 'My food' }, now: at(1) }));
    await phone.sync.idle();

    const mine = named(phone.store, 'My food') as Board;
    expect(isLocalBoardId(mine.id)).toBe(false);
    expect(mine.originId).toBe('food');
    // The home board's folder still names 'food', and opens the user's copy: no second copy of the home board is made.
    const state = phone.store.getState();
    expect(state.communicator.communicators[state.communicator.activeCommunicatorId]?.rootBoard).toBe('root');
    expect(selectBoardById(state, 'food')?.id).toBe(mine.id);
    expect((await serverBoards(user)).map((b) => [b.name, b.originId])).toEqual([['My food', 'food']]);

    // Another device of the account opens the copy for the built-in id too (an address, a bookmark, a folder).
    const tablet = device(user);
    await tablet.sync.idle();
    expect(selectBoardById(tablet.store.getState(), 'food')).toMatchObject({ id: mine.id, name: 'My food' });
  });

  it("merges two devices' copies of the same built-in board into one, keeping the words added on each", async () => {
    const user = await devices.server.signIn();
    const phone = device(user);
    const tablet = device(user);
    await Promise.all([phone.sync.idle(), tablet.sync.idle()]);
    const emotions = builtInBoardsById.get('emotions') as Board;
    await devices.server.stop();
    phone.store.dispatch(boardSaved({ board: { ...emotions, tiles: [...emotions.tiles, { id: 'proudA', label: 'proudA' }] }, now: at(1) }));
    tablet.store.dispatch(boardSaved({ board: { ...emotions, tiles: [...emotions.tiles, { id: 'proudB', label: 'proudB' }] }, now: at(2) }));
    await Promise.all([phone.sync.idle(), tablet.sync.idle()]);
    await devices.server.start();
    phone.sync.syncNow();
    await phone.sync.idle();
    tablet.sync.syncNow();
    await tablet.sync.idle();
    phone.sync.syncNow();
    await phone.sync.idle();

    const onServer = await serverBoards(user);
    expect(onServer).toHaveLength(1);
    const labels = (onServer[0] as Board).tiles.map((tile) => tile.label);
    expect(labels).toEqual(expect.arrayContaining(['proudA', 'proudB']));
    expect(labels).toHaveLength(emotions.tiles.length + 2);
    for (const each of [phone, tablet]) {
      const shown = selectBoardById(each.store.getState(), 'emotions') as Board;
      expect(shown.id).toBe(onServer[0]?.id);
      expect(shown.tiles.map((tile) => tile.label)).toEqual(expect.arrayContaining(['proudA', 'proudB']));
    }
  });

  it("keeps the boards both devices added to the account's communicator while apart (a communicator merge)", async () => {
    const user = await devices.server.signIn();
    const phone = device(user);
    await phone.sync.idle();
    const tablet = device(user);
    await tablet.sync.idle();
    const active = (store: AppStore) => store.getState().communicator.communicators[store.getState().communicator.activeCommunicatorId];
    expect(active(tablet.store)?.id).toBe(active(phone.store)?.id);

    await devices.server.stop();
    phone.store.dispatch(boardCreated({ board: board('pond00001', 'Pond'), now: at(3) }));
    tablet.store.dispatch(boardCreated({ board: board('hill00001', 'Hill'), now: at(4) }));
    await Promise.all([phone.sync.idle(), tablet.sync.idle()]);
    await devices.server.start();
    for (const each of [phone, tablet, phone]) {
      each.sync.syncNow();
      await each.sync.idle();
    }
    const ids = ['Pond', 'Hill'].map((name) => named(phone.store, name)?.id);
    for (const each of [phone, tablet]) expect(active(each.store)?.boards).toEqual(expect.arrayContaining(ids));
    const response = await fetch(`${devices.server.apiUrl}/communicator/byemail/${encodeURIComponent(user.email)}`, {
      headers: { Authorization: `Bearer ${user.authToken}` },
    });
    const stored = ((await response.json()) as { data: { boards: string[] }[] }).data;
    expect(stored).toHaveLength(1);
    expect(stored[0]?.boards).toEqual(expect.arrayContaining(ids));
  });

  it('brings a board made on one device to another device of the same user', async () => {
    const user = await devices.server.signIn();
    const phone = device(user);
    phone.store.dispatch(boardCreated({ board: board('park00001', 'Park'), now: at(2) }));
    await phone.sync.idle();
    const tablet = device(user);
    await tablet.sync.idle();
    expect(named(tablet.store, 'Park')?.id).toBe(named(phone.store, 'Park')?.id);
    // The tablet takes the account's communicator rather than making one of its own.
    const phoneActive = phone.store.getState().communicator.activeCommunicatorId;
    expect(tablet.store.getState().communicator.activeCommunicatorId).toBe(phoneActive);
    expect(tablet.store.getState().communicator.communicators[phoneActive]?.boards).toContain(named(phone.store, 'Park')?.id);
  });

  it('keeps an edit made while the server is down and sends it, once, when the server is back', async () => {
    const user = await devices.server.signIn();
    const phone = device(user);
    phone.store.dispatch(boardCreated({ board: board('zoo000001', 'Zoo'), now: at(3) }));
    await phone.sync.idle();
    const zoo = named(phone.store, 'Zoo') as Board;

    await devices.server.stop();
    try {
      phone.store.dispatch(boardSaved({ board: { ...zoo, name: 'Zoo trip' }, now: at(4) }));
      await phone.sync.idle();
      expect(phone.store.getState().sync.phase).toBe('failed');
      expect((await phone.outbox.all()).map((e) => e.key)).toEqual([`board:${zoo.id}`]);
    } finally {
      await devices.server.start();
    }
    phone.sync.syncNow();
    await phone.sync.idle();
    expect(await phone.outbox.count()).toBe(0);
    expect((await serverBoards(user)).map((b) => b.name)).toEqual(['Zoo trip']);
  });

  it('says changes are waiting from the start when an earlier session left some unsent', async () => {
    const user = await devices.server.signIn();
    const db = devices.database('sync-test');
    const { communicators: _communicators, ...authUser } = user;
    const store = makeStore({ auth: initialAuthState(authUser) });
    store.dispatch(boardCreated({ board: board('left00001', 'Left over'), now: at(5) }));
    // Saved on the device with its queue entry, as an earlier session left them.
    await db.boards.put(store.getState().board.boards.left00001 as Board);
    await new Outbox(db).add('board', 'left00001');
    const seen: string[] = [];
    store.subscribe(() => {
      const { phase, pending } = store.getState().sync;
      const shown = `${phase}:${pending}`;
      if (seen.at(-1) !== shown) seen.push(shown);
    });

    const sync = startAccountSync(store, db, { baseUrl: devices.server.apiUrl, random: () => 0, pullIntervalMs: 60 * 60_000 });
    devices.syncing(sync);
    await sync.idle();

    expect(seen[0]).toBe('pending:1');
    expect(seen.at(-1)).toBe('synced:0');
    expect((await serverBoards(user)).map((b) => b.name)).toEqual(['Left over']);
  });

  it('lets the newer edit win on both devices and keeps the losing version to bring back', async () => {
    const user = await devices.server.signIn();
    const phone = device(user);
    phone.store.dispatch(boardCreated({ board: board('farm00001', 'Farm'), now: at(5) }));
    await phone.sync.idle();
    const tablet = device(user);
    await tablet.sync.idle();
    const farm = named(tablet.store, 'Farm') as Board;

    // The tablet edits offline first (older), the phone edits later and sends it.
    await devices.server.stop();
    tablet.store.dispatch(boardSaved({ board: { ...farm, name: 'Farm (tablet)' }, now: at(6) }));
    await tablet.sync.idle();
    await devices.server.start();
    phone.store.dispatch(boardSaved({ board: { ...farm, name: 'Farm (phone)' }, now: at(7) }));
    await phone.sync.idle();

    tablet.sync.syncNow();
    await tablet.sync.idle();
    expect(tablet.store.getState().board.boards[farm.id]?.name).toBe('Farm (phone)');
    expect((await listConflicts(tablet.db)).map((c) => c.board.name)).toEqual(['Farm (tablet)']);
    expect((await serverBoards(user)).map((b) => b.name)).toEqual(['Farm (phone)']);
  });

  it('deletes a board on the other device, and a stale device does not bring it back', async () => {
    const user = await devices.server.signIn();
    const phone = device(user);
    phone.store.dispatch(boardCreated({ board: board('beach0001', 'Beach'), now: at(8) }));
    await phone.sync.idle();
    const tablet = device(user);
    await tablet.sync.idle();
    const beach = named(tablet.store, 'Beach') as Board;

    phone.store.dispatch(boardsDeleted({ ids: [beach.id] }));
    await phone.sync.idle();
    expect(await serverBoards(user)).toEqual([]);

    // The tablet has not heard of the deletion and edits the board: the server refuses to bring it back.
    tablet.store.dispatch(boardSaved({ board: { ...beach, name: 'Beach day' }, now: at(9) }));
    await tablet.sync.idle();
    expect(tablet.store.getState().board.boards[beach.id]).toBeUndefined();
    expect((await listConflicts(tablet.db)).map((c) => [c.board.name, c.reason])).toEqual([['Beach day', 'deleted']]);
    expect(await serverBoards(user)).toEqual([]);
  });
});
