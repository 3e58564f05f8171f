import type { Board, Communicator } from '@tessera/core';

/** The user's boards and communicators as saved on this device. */
export interface SavedWork {
  boards: Board[];
  communicators: Communicator[];
  activeCommunicatorId: string | undefined;
}
