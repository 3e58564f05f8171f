import { MAX_DEVICE_ID_LENGTH, type UserData } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deviceIdOf, labelFromUserAgent } from '../http/device-label.ts';
import type { UserRow } from '../repositories/users-repository.ts';
import { keepDeviceKey } from './device-cookie.ts';
import { newUserId } from './secret-tokens.ts';
import { toUserData } from './user-data.ts';

/** What every account call answers with: the user data, their saved settings and their communicators. */
export async function userDataOf(app: FastifyInstance, user: UserRow, authToken?: string): Promise<UserData> {
  const [settings, communicators] = await Promise.all([app.repositories.userSettings.get(user.id), app.communicatorsOf(user.email)]);
  return toUserData(user, { settings, communicators, authToken });
}

/**
 * The end of every successful login (password or social): the device is noted in the user's device list, a session
 * is opened for this browser installation (its token is the answer's authToken), the browser keeps its device key
 * (a later login from it is the owner's own device), and the user data is returned. isFirstLogin is true in the
 * answer to the first login only.
 */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  { deviceId, publicUrl }: { deviceId: string | undefined; publicUrl: string },
): Promise<UserData> {
  const userAgent = request.headers['user-agent']?.trim();
  const device = (deviceId?.trim() || userAgent || 'unknown device').slice(0, MAX_DEVICE_ID_LENGTH);
  const installationId = deviceIdOf(request);
  const { device: row } = await app.repositories.userSettings.recordLogin(user.id, device, installationId, app.clock(), newUserId);
  const authToken = await app.issueToken(user, {
    label: labelFromUserAgent(device) ?? labelFromUserAgent(userAgent),
    installationId,
    deviceRowId: row._id ?? null,
    deviceKeyHash: keepDeviceKey(request, reply, publicUrl),
  });
  const data = await userDataOf(app, user, authToken);
  if (user.is_first_login === 1) await app.repositories.users.clearFirstLogin(user.id);
  return data;
}
