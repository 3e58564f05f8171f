import { MAX_DEVICE_ID_LENGTH, type UserData } from '@tessera/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../repositories/users-repository.ts';
import { newUserId } from './secret-tokens.ts';
import { toUserData } from './user-data.ts';

/** What every account call answers with: the user data, their saved settings and their communicators. */
export async function userDataOf(app: FastifyInstance, user: UserRow, authToken?: string): Promise<UserData> {
  const [settings, communicators] = await Promise.all([app.repositories.userSettings.get(user.id), app.communicatorsOf(user.email)]);
  return toUserData(user, { settings, communicators, authToken });
}

/**
 * The end of every successful login (password or social): the device is noted in the user's device
 * list, a token is issued, and the user data is returned. isFirstLogin is true in the answer to the
 * first login only.
 */
export async function completeSignIn(app: FastifyInstance, request: FastifyRequest, user: UserRow, deviceId: string | undefined): Promise<UserData> {
  const device = (deviceId?.trim() || request.headers['user-agent']?.trim() || 'unknown device').slice(0, MAX_DEVICE_ID_LENGTH);
  await app.repositories.userSettings.recordLogin(user.id, device, app.clock(), newUserId);
  const authToken = await app.issueToken(user);
  const data = await userDataOf(app, user, authToken);
  if (user.is_first_login === 1) await app.repositories.users.clearFirstLogin(user.id);
  return data;
}
