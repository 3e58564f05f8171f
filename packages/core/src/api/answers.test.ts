import { describe, expect, it } from 'vitest';
import { UserDataSchema } from '../schemas/user.ts';
import { AccountEventSchema } from './account-events.ts';
import { BoardBatchResultSchema } from './board-answers.ts';
import { VersionedSettingsSchema } from './settings-answers.ts';

describe('reading the answers', () => {
  it('leaves out of the user data the settings sections the user never saved: the device keeps its own', () => {
    const read = UserDataSchema.parse({ id: 'u1', name: 'Ana', email: 'ana@example.org', settings: { display: { uiSize: 'Large' } } });
    expect(Object.keys(read.settings ?? {}).sort()).toEqual(['devices', 'display']);
    expect(read.settings?.display).toMatchObject({ uiSize: 'Large', fontSize: 'Standard' });
    expect(read.communicators).toEqual([]);
  });

  it('gives the settings of GET /settings every section, with their version', () => {
    const read = VersionedSettingsSchema.parse({ version: 3 });
    expect(read).toMatchObject({ version: 3, display: { uiSize: 'Standard' }, language: { lang: 'en-US' }, devices: [] });
    expect(VersionedSettingsSchema.safeParse({ display: {} }).success).toBe(false);
  });

  it.each([
    ['a board', { type: 'board', id: 'b1', version: 2, deviceId: null }, true],
    ['a deletion', { type: 'board-deleted', id: 'b1', deviceId: 'phone' }, true],
    ['a communicator', { type: 'communicator', id: 'c1', version: 1, deviceId: null }, true],
    ['the settings', { type: 'settings', version: 4, deviceId: null }, true],
    ['an event of a type it does not know', { type: 'symbols', id: 's1', deviceId: null }, false],
    ['a board event without its version', { type: 'board', id: 'b1', deviceId: null }, false],
  ])('reads %s of the live updates: %s', (_what, event, readable) => {
    expect(AccountEventSchema.safeParse(event).success).toBe(readable);
  });

  it('takes in a batch only the statuses the route answers', () => {
    expect(
      BoardBatchResultSchema.safeParse({
        results: [
          { status: 201, board: { id: 'b1', name: 'Food' } },
          { status: 410, message: 'Board was deleted' },
        ],
      }).success,
    ).toBe(true);
    expect(BoardBatchResultSchema.safeParse({ results: [{ status: 404 }] }).success).toBe(false);
  });
});
