import type { UserData } from '@tessera/core';

/** The signed-in user (spec 01 §3 user data). Their communicators go to the communicator slice instead. */
export type AuthUser = Omit<UserData, 'communicators'>;
