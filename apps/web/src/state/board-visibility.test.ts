import type { Board } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { initialAuthState } from './auth-slice';
import { boardsLoaded, selectBoardById } from './board-slice';
import { saveBoardDetails, setBoardCover, setBoardPublic } from './board-visibility';
import { selectOpenNotification } from './notifications-slice';
import { makeStore } from './store';

const ana = { id: 'u1', name: 'Ana', email: 'ana@example.org', authToken: 'token' };
const serverId = '65f1c2a9e4b0a1b2c3d4e5f6';
const mine: Board = { id: 'kitchen1', name: 'Kitchen', isPublic: false, tiles: [] };
const othersPublic: Board = { id: serverId, name: 'Zoo', isPublic: true, description: 'Animals', tiles: [] };

const device = () => {
  const store = makeStore({ auth: initialAuthState(ana) });
  store.dispatch(boardsLoaded([mine, othersPublic]));
  return store;
};
const notice = (store: ReturnType<typeof device>) => selectOpenNotification(store.getState())?.message.defaultMessage;

describe('publishing a board', () => {
  it('asks for a description first, then publishes with it and says everybody can see it', () => {
    const store = device();
    expect(store.dispatch(setBoardPublic('kitchen1', true))).toBe('needs-description');
    expect(selectBoardById(store.getState(), 'kitchen1')?.isPublic).toBe(false);
    expect(notice(store)).toBeUndefined();

    expect(store.dispatch(setBoardPublic('kitchen1', true, 'Words for cooking'))).toBe('published');
    expect(selectBoardById(store.getState(), 'kitchen1')).toMatchObject({ isPublic: true, description: 'Words for cooking' });
    expect(notice(store)).toBe('Board published: everybody can see it now');
  });

  it('unpublishes', () => {
    const store = device();
    store.dispatch(setBoardPublic('kitchen1', true, 'Words'));
    expect(store.dispatch(setBoardPublic('kitchen1', false))).toBe('published');
    expect(selectBoardById(store.getState(), 'kitchen1')?.isPublic).toBe(false);
  });

  it('never changes someone else’s board, nor a built-in one', () => {
    const store = device();
    expect(store.dispatch(setBoardPublic(serverId, false))).toBe('refused');
    expect(selectBoardById(store.getState(), serverId)?.isPublic).toBe(true);
    expect(store.dispatch(setBoardPublic('food', true, 'Food'))).toBe('refused');
    expect(store.dispatch(saveBoardDetails(serverId, { name: 'Mine now', description: '' }))).toBe(false);
    expect(store.dispatch(setBoardCover(serverId, 'media:abc'))).toBe(false);
  });
});

describe('name, description and cover', () => {
  it('saves a new name and description, refusing an empty name', () => {
    const store = device();
    expect(store.dispatch(saveBoardDetails('kitchen1', { name: ' ', description: 'x' }))).toBe(false);
    expect(store.dispatch(saveBoardDetails('kitchen1', { name: 'Cooking', description: 'Pots and pans' }))).toBe(true);
    expect(selectBoardById(store.getState(), 'kitchen1')).toMatchObject({ name: 'Cooking', description: 'Pots and pans' });
  });

  it('sets and removes the cover picture', () => {
    const store = device();
    store.dispatch(setBoardCover('kitchen1', 'media:cover1'));
    expect(selectBoardById(store.getState(), 'kitchen1')?.caption).toBe('media:cover1');
    store.dispatch(setBoardCover('kitchen1', undefined));
    expect(selectBoardById(store.getState(), 'kitchen1')).not.toHaveProperty('caption');
  });
});
