import type { Board } from '@tessera/core';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NO_CONNECTION_MESSAGE } from '../lib/api/api-error';
import { saveMedia, TesseraDb } from '../lib/db';
import { boardForServer, remoteMediaKey } from './board-media';

interface Sent {
  bytes: number[];
  type: string;
  name?: string;
}

let db: TesseraDb;
let sent: Sent[];
let counter: number;

// Stands in for uploadMedia: records what went up and answers a server URL per upload.
const upload = async (bytes: ArrayBuffer, type: string, name?: string): Promise<string> => {
  sent.push({ bytes: [...new Uint8Array(bytes)], type, ...(name ? { name } : {}) });
  counter += 1;
  return `https://tessera.example.org/media/file-${counter}`;
};

const picture = (text: string, type = 'image/png') => saveMedia(new Blob([text], { type }), 'image', db);
const recording = (text: string) => saveMedia(new Blob([text], { type: 'audio/ogg' }), 'sound', db);
const bytesOf = (text: string) => [...new TextEncoder().encode(text)];

const boardWith = (tiles: Board['tiles'], extra: Partial<Board> = {}): Board => ({ id: 'b1', name: 'Food', isPublic: false, tiles, ...extra });

beforeEach(() => {
  db = new TesseraDb(`board-media-${Math.random()}`);
  sent = [];
  counter = 0;
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

describe('boardForServer', () => {
  it("replaces the tiles' pictures and sounds and the board's caption with server URLs, leaving the board as it was", async () => {
    const apple = await picture('apple-png');
    const crunch = await recording('crunch-ogg');
    const shot = await picture('screenshot', 'image/jpeg');
    const board = boardWith(
      [
        { id: 't1', label: 'apple', image: apple, sound: crunch },
        { id: 't2', label: 'pear', image: '/symbols/openmoji/1F350.svg' },
        { id: 't3', label: 'more' },
      ],
      { caption: shot },
    );
    const before = structuredClone(board);

    const sendable = await boardForServer(board, { db, upload });

    expect(board).toEqual(before);
    const urlOf = (text: string) => `https://tessera.example.org/media/file-${sent.findIndex((one) => one.bytes.join() === bytesOf(text).join()) + 1}`;
    expect(sent).toHaveLength(3);
    expect(sent).toEqual(
      expect.arrayContaining([
        { bytes: bytesOf('apple-png'), type: 'image/png' },
        { bytes: bytesOf('crunch-ogg'), type: 'audio/ogg' },
        { bytes: bytesOf('screenshot'), type: 'image/jpeg' },
      ]),
    );
    expect(sendable).toEqual({
      ...before,
      caption: urlOf('screenshot'),
      tiles: [
        { id: 't1', label: 'apple', image: urlOf('apple-png'), sound: urlOf('crunch-ogg') },
        { id: 't2', label: 'pear', image: '/symbols/openmoji/1F350.svg' },
        { id: 't3', label: 'more' },
      ],
    });
    expect(Object.keys(sendable.tiles[2] ?? {})).toEqual(['id', 'label']);
  });

  it('uploads a board screenshot under the name it was stored with', async () => {
    const shot = await saveMedia(new Blob(['shot'], { type: 'image/png' }), 'image', db, 'Kitchen.png');
    const sendable = await boardForServer(boardWith([], { caption: shot }), { db, upload });
    expect(sent).toEqual([{ bytes: bytesOf('shot'), type: 'image/png', name: 'Kitchen.png' }]);
    expect(sendable.caption).toBe('https://tessera.example.org/media/file-1');
  });

  it('uploads a file once per account, however many tiles and boards use it', async () => {
    const apple = await picture('apple');
    const first = await boardForServer(
      boardWith([
        { id: 't1', image: apple },
        { id: 't2', image: apple },
      ]),
      { db, upload },
    );
    expect(sent).toHaveLength(1);
    expect(first.tiles.map((tile) => tile.image)).toEqual(['https://tessera.example.org/media/file-1', 'https://tessera.example.org/media/file-1']);

    const again = new TesseraDb(db.name);
    const second = await boardForServer(boardWith([{ id: 'x', image: apple }], { id: 'b2' }), { db: again, upload });
    again.close();
    expect(sent).toHaveLength(1);
    expect(second.tiles[0]?.image).toBe('https://tessera.example.org/media/file-1');
    expect(await db.meta.get(remoteMediaKey(apple.slice('media:'.length)))).toEqual({
      key: `remote-media:${apple.slice('media:'.length)}`,
      value: 'https://tessera.example.org/media/file-1',
    });
  });

  it('uploads a file shared by two boards sent at the same time only once', async () => {
    const apple = await picture('apple');
    const [a, b] = await Promise.all([
      boardForServer(boardWith([{ id: 't1', image: apple }]), { db, upload }),
      boardForServer(boardWith([{ id: 't1', sound: apple }], { id: 'b2' }), { db, upload }),
    ]);
    expect(sent).toHaveLength(1);
    expect(a.tiles[0]?.image).toBe('https://tessera.example.org/media/file-1');
    expect(b.tiles[0]?.sound).toBe('https://tessera.example.org/media/file-1');
  });

  it('leaves the ref of a file no longer on this device as it is', async () => {
    const sendable = await boardForServer(boardWith([{ id: 't1', image: 'media:gone-away1' }], { caption: 'media:gone-away2' }), { db, upload });
    expect(sent).toHaveLength(0);
    expect(sendable.tiles[0]?.image).toBe('media:gone-away1');
    expect(sendable.caption).toBe('media:gone-away2');
  });

  it('sends at most three files of a board at once', async () => {
    const refs = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((text) => picture(text)));
    let running = 0;
    let most = 0;
    const slow = async (bytes: ArrayBuffer, type: string) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return upload(bytes, type);
    };
    const sendable = await boardForServer(boardWith(refs.map((image, i) => ({ id: `t${i}`, image }))), { db, upload: slow });
    expect(most).toBe(3);
    expect(sent).toHaveLength(7);
    expect(new Set(sendable.tiles.map((tile) => tile.image)).size).toBe(7);
    expect(sendable.tiles.every((tile) => tile.image?.startsWith('https://tessera.example.org/media/'))).toBe(true);
  });

  it('fails with the upload error, remembers what did go up, and sends only the rest on the next try', async () => {
    const refs = await Promise.all(['ok-1', 'bad', 'ok-2'].map((text) => picture(text)));
    const offline = new ApiError('network', 0, NO_CONNECTION_MESSAGE);
    const flaky = async (bytes: ArrayBuffer, type: string) => {
      if (new TextDecoder().decode(bytes) === 'bad') throw offline;
      return upload(bytes, type);
    };
    const board = boardWith(refs.map((image, i) => ({ id: `t${i}`, image })));
    await expect(boardForServer(board, { db, upload: flaky })).rejects.toBe(offline);
    expect(sent.map((one) => new TextDecoder().decode(new Uint8Array(one.bytes))).sort()).toEqual(['ok-1', 'ok-2']);

    const sendable = await boardForServer(board, { db, upload });
    expect(sent).toHaveLength(3);
    expect(sent[2]?.bytes).toEqual(bytesOf('bad'));
    const [ok1, bad, ok2] = sendable.tiles.map((tile) => tile.image);
    expect(bad).toBe('https://tessera.example.org/media/file-3');
    expect([ok1, ok2].sort()).toEqual(['https://tessera.example.org/media/file-1', 'https://tessera.example.org/media/file-2']);
  });

  it('sends the board without a recorded sound the server wants premium for (402), says so once, and asks no more this session', async () => {
    const voice = await recording('voice-ogg');
    const apple = await picture('apple-png');
    const refusals: string[] = [];
    const premiumOff = async (bytes: ArrayBuffer, type: string) => {
      if (type.startsWith('audio/'))
        throw new ApiError('http', 402, 'Your free trial has ended', 'Your free trial has ended', {
          message: 'Your free trial has ended',
          reason: 'trial_ended',
        });
      return upload(bytes, type);
    };
    const board = boardWith([{ id: 't1', label: 'hello', image: apple, sound: voice }]);
    const deps = { db, upload: premiumOff, onPremiumRefused: (reason: string, fresh: boolean) => refusals.push(`${reason}${fresh ? ' now' : ''}`) };
    const sendable = await boardForServer(board, deps);
    expect(sendable.tiles).toEqual([{ id: 't1', label: 'hello', image: 'https://tessera.example.org/media/file-1', sound: voice }]);
    expect(refusals).toEqual(['trial_ended now']);
    expect(await db.meta.get(remoteMediaKey(voice.slice('media:'.length)))).toBeUndefined();

    // The next save of the board: the sound is not offered to the server again, the refusal remembered.
    let asked = 0;
    const counting = async (bytes: ArrayBuffer, type: string) => {
      asked += 1;
      return premiumOff(bytes, type);
    };
    expect((await boardForServer(board, { ...deps, upload: counting })).tiles[0]?.sound).toBe(voice);
    expect(asked).toBe(0);
    expect(refusals).toEqual(['trial_ended now', 'trial_ended']);
  });

  it('sends the board without a file the server refuses for good, and fails on a 403', async () => {
    const huge = await picture('huge');
    const small = await picture('small');
    const refusing = async (bytes: ArrayBuffer, type: string) => {
      if (new TextDecoder().decode(bytes) === 'huge') throw new ApiError('http', 413, 'The file is too large', 'The file is too large');
      return upload(bytes, type);
    };
    const board = boardWith([
      { id: 't1', image: huge },
      { id: 't2', image: small },
    ]);
    const sendable = await boardForServer(board, { db, upload: refusing });
    expect(sendable.tiles.map((tile) => tile.image)).toEqual([huge, 'https://tessera.example.org/media/file-1']);
    expect(await db.meta.get(remoteMediaKey(huge.slice('media:'.length)))).toBeUndefined();

    const forbidden = new ApiError('http', 403, 'Invalid token', 'Invalid token');
    const loggedOut = () => Promise.reject(forbidden);
    await expect(boardForServer(boardWith([{ id: 't1', image: huge }]), { db, upload: loggedOut })).rejects.toBe(forbidden);
  });
});
