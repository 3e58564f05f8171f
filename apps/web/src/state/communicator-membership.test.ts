import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { initialAuthState } from './auth-slice';
import { boardsLoaded } from './board-slice';
import { setInCommunicator } from './communicator-membership';
import { selectActiveCommunicator } from './communicator-slice';
import { selectCommunicatorBoards, selectIsOwnBoard, selectMyBoards } from './my-boards';
import { notificationClosed, selectOpenNotification } from './notifications-slice';
import { makeStore } from './store';

const ana = { id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 'token' };
const board = (id: string, lastEdited: string, fields: Partial<Board> = {}): Board => ({ id, name: id, isPublic: false, tiles: [], lastEdited, ...fields });
const othersId = '65f1c2a9e4b0a1b2c3d4e5f6';

const device = () => {
  const store = makeStore({ auth: initialAuthState(ana) });
  store.dispatch(
    boardsLoaded([
      board('older', '2026-01-01T00:00:00.000Z'),
      board('newer', '2026-02-01T00:00:00.000Z'),
      board(othersId, '2026-03-01T00:00:00.000Z', { isPublic: true }),
      board('65f1c2a9e4b0a1b2c3d4e5f7', '2026-03-01T00:00:00.000Z', { email: 'ANA@example.org' }),
    ]),
  );
  return store;
};
const notice = (store: ReturnType<typeof device>) => selectOpenNotification(store.getState())?.message.defaultMessage;

describe('my boards', () => {
  it('lists the user’s own boards newest first, never someone else’s', () => {
    const store = device();
    expect(selectMyBoards(store.getState()).map((b) => b.id)).toEqual(['65f1c2a9e4b0a1b2c3d4e5f7', 'newer', 'older']);
    expect(selectIsOwnBoard(store.getState(), othersId)).toBe(false);
    expect(selectIsOwnBoard(store.getState(), 'root')).toBe(false);
  });
});

describe('communicator membership', () => {
  it('adds a board and removes it again, saying so each time', () => {
    const store = device();
    expect(store.dispatch(setInCommunicator('newer', true))).toBe(true);
    expect(selectActiveCommunicator(store.getState()).boards).toContain('newer');
    expect(selectCommunicatorBoards(store.getState()).map((b) => b.id)).toEqual(['root', 'newer']);
    expect(notice(store)).toBe('Board added to your communicator');
    store.dispatch(notificationClosed({ reason: 'timeout' }));

    expect(store.dispatch(setInCommunicator('newer', false))).toBe(true);
    expect(selectActiveCommunicator(store.getState()).boards).not.toContain('newer');
    expect(notice(store)).toBe('Board removed from your communicator');
  });

  it('never removes the root board', () => {
    const store = device();
    expect(store.dispatch(setInCommunicator('root', false))).toBe(false);
    expect(selectActiveCommunicator(store.getState()).boards).toContain('root');
    expect(notice(store)).toBe('The root board cannot be removed from the communicator');
  });
});
