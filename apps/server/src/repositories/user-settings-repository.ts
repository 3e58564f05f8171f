import { MAX_DEVICES, type Device, type Settings } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createSettingsRepository } from './settings-repository.ts';

export type StoredSettings = Partial<Settings>;

const asStored = (stored: unknown): StoredSettings => (stored && typeof stored === 'object' ? (stored as StoredSettings) : {});

/**
 * The parts of a user's settings the account calls read and write: the saved settings as a whole
 * (returned at login) and their device list (spec 02 §3), which lives in the same settings row.
 * Writes go through the settings repository's locked read-change-write, so a login and a settings
 * save at the same moment do not overwrite each other.
 */
export function createUserSettingsRepository(db: Kysely<Database>) {
  const settings = createSettingsRepository(db);

  const changeDevices = async (userId: string, now: Date, change: (devices: Device[]) => Device[]): Promise<Device[]> => {
    const next = await settings.change(userId, now, (stored) => {
      const current = asStored(stored);
      return { ...current, devices: change(current.devices ?? []).slice(-MAX_DEVICES) };
    });
    return next.devices;
  };

  return {
    /** What the user saved; {} when nothing yet. */
    get: async (userId: string): Promise<StoredSettings> => asStored(await settings.get(userId)),

    /**
     * Notes a login from this device: its lastLogind moves to now, or it joins the list. A browser installation is
     * one device of its own (issue 24: two browsers alike are two rows); a login without one, or a row from before
     * installations were noted, is matched by its user agent. Answers the list and the login's row.
     */
    async recordLogin(
      userId: string,
      deviceId: string,
      installationId: string | null,
      now: Date,
      newId: () => string,
    ): Promise<{ devices: Device[]; device: Device }> {
      let device: Device | undefined;
      const devices = await changeDevices(userId, now, (before) => {
        const known = installationId
          ? (before.find((entry) => entry.installationId === installationId) ?? before.find((entry) => entry.deviceId === deviceId && !entry.installationId))
          : before.find((entry) => entry.deviceId === deviceId);
        device = {
          _id: known?._id ?? newId(),
          deviceId,
          lastLogind: now.toISOString(),
          ...(installationId ? { installationId } : known?.installationId ? { installationId: known.installationId } : {}),
        };
        return [...before.filter((entry) => entry !== known), device];
      });
      return { devices, device: device as Device };
    },

    /** Replaces the device list (the devices screen deletes rows and saves). */
    setDevices(userId: string, devices: Device[], now: Date): Promise<Device[]> {
      return changeDevices(userId, now, () => devices);
    },
  };
}

export type UserSettingsRepository = ReturnType<typeof createUserSettingsRepository>;
