import type { Board } from '../schemas/board.ts';
import type { Communicator } from '../schemas/communicator.ts';
import { jsonEqual } from './json-equal.ts';
import { mergeBoard } from './merge-board.ts';
import { mergeCommunicator } from './merge-communicator.ts';
import type { MergeConflict } from './merge-types.ts';

type Versioned = { version?: number | undefined };

/** This device already holds the server's version of a record, or one built on it: nothing to take. */
export const holdsVersion = (local: Versioned, remote: Versioned): boolean =>
  local.version !== undefined && remote.version !== undefined && local.version >= remote.version;

/** What a device keeps when a record arrives from the server: the record, and what a merge could not keep both of. */
export interface Arrived<T> {
  record: T;
  conflicts: MergeConflict[];
}

/**
 * A board from the server (a pull, a live update, the answer to a stale write) against this device's copy:
 * taken as it is when this device has none; ignored when this device holds that version or a later one; else
 * merged three-way against `base`, the version both last agreed on, so an edit made here and not yet sent
 * stays (and is sent on, since the result then differs from the server's).
 */
export function boardAfterArrival(local: Board | undefined, remote: Board, base: Board | undefined): Arrived<Board> | undefined {
  if (!local) return { record: remote, conflicts: [] };
  if (holdsVersion(local, remote)) return undefined;
  const { merged, conflicts } = mergeBoard(base, local, remote);
  return { record: merged, conflicts };
}

/** The same rule for communicators. */
export function communicatorAfterArrival(
  local: Communicator | undefined,
  remote: Communicator,
  base: Communicator | undefined,
): Arrived<Communicator> | undefined {
  if (!local) return { record: remote, conflicts: [] };
  if (holdsVersion(local, remote)) return undefined;
  const { merged, conflicts } = mergeCommunicator(base, local, remote);
  return { record: merged, conflicts };
}

const DEVICE_ONLY = new Set(['markToUpdate', 'version', 'schemaVersion']);
const content = (record: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).filter(([key, value]) => !DEVICE_ONLY.has(key) && value !== undefined));

/** Whether this device's record says what the server's does (ignoring bookkeeping): if not, it must be sent. */
export const sameContent = (local: object | undefined, remote: object): boolean => local !== undefined && jsonEqual(content(local), content(remote));
