import type { Communicator } from '@tessera/core';
import { defaultCommunicator } from '@tessera/content';
import { describe, expect, it } from 'vitest';
import { initialAuthState } from '../state/auth-slice';
import { communicatorsLoaded, selectActiveCommunicator } from '../state/communicator-slice';
import { makeStore } from '../state/store';
import { adoptActiveCommunicator } from './adopt-communicator';

const ada = { id: 'u1', name: 'Ada', email: 'ada@example.org', authToken: 'token' };
const bobs: Communicator = {
  ...defaultCommunicator,
  id: 'bbbbbbbbbbbbbbbbbbbbbbb1',
  name: 'Bob’s',
  email: 'bob@example.org',
  author: 'Bob',
  boards: ['root', 'kitchen1'],
};

const signedIn = (active?: Communicator) => {
  const store = makeStore({ auth: initialAuthState(ada) });
  if (active) store.dispatch(communicatorsLoaded({ communicators: [active], activeCommunicatorId: active.id }));
  return store;
};

describe('the communicator of the signed-in user (spec 01 §4)', () => {
  it('makes a new one with the user’s name and email and a new id when the active one is someone else’s, and keeps that one as it was', () => {
    const store = signedIn(bobs);
    expect(adoptActiveCommunicator(store)).toBe(true);
    const own = selectActiveCommunicator(store.getState());
    expect(own).toMatchObject({ author: 'Ada', email: ada.email, isPublic: false, rootBoard: bobs.rootBoard, boards: bobs.boards });
    expect(own.id).not.toBe(bobs.id);
    expect(own.id.length).toBeLessThan(14);
    expect(store.getState().communicator.communicators[bobs.id]).toEqual(bobs);
  });

  it('makes one from the default communicator, which has no email', () => {
    const store = signedIn();
    expect(adoptActiveCommunicator(store)).toBe(true);
    expect(selectActiveCommunicator(store.getState())).toMatchObject({ email: ada.email, author: 'Ada' });
    expect(selectActiveCommunicator(store.getState()).id).not.toBe(defaultCommunicator.id);
  });

  it('keeps the user’s own (the email compared as people type it), and does nothing for a guest', () => {
    const store = signedIn({ ...bobs, email: ' ADA@example.org ' });
    expect(adoptActiveCommunicator(store)).toBe(false);
    expect(selectActiveCommunicator(store.getState()).id).toBe(bobs.id);
    const guest = makeStore();
    expect(adoptActiveCommunicator(guest)).toBe(false);
    expect(selectActiveCommunicator(guest.getState()).id).toBe(defaultCommunicator.id);
  });
});
