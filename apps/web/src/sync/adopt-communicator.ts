import { sameEmail, type Communicator } from '@tessera/core';
import { newLocalId } from '../state/commit-board';
import { communicatorsLoaded } from '../state/communicator-slice';
import type { AppStore } from '../state/store';

/**
 * Spec 01 §4: when the active communicator's email differs from the signed-in user's (the default one, or a
 * guest's), a new communicator is made for the user with their name and email and a new id, and made active;
 * the outbox then creates it on the server and it takes the server id. Returns whether one was made.
 */
export function adoptActiveCommunicator(store: AppStore): boolean {
  const state = store.getState();
  const user = state.auth.user;
  const active = state.communicator.communicators[state.communicator.activeCommunicatorId];
  if (!user?.email || !active || sameEmail(active.email, user.email)) return false;
  const own: Communicator = { ...active, id: newLocalId(), author: user.name, email: user.email, isPublic: false };
  store.dispatch(communicatorsLoaded({ communicators: [own], activeCommunicatorId: own.id }));
  return true;
}
