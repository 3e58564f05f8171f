import { DEFAULT_COMMUNICATOR_ID, isLocalBoardId, type Communicator } from '@tessera/core';
import { ownedBy } from '../http/signed-in-user.ts';
import { newServerId } from '../ids/server-id.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { CommunicatorsRepository } from '../repositories/communicators-repository.ts';

/** A communicator as a client sends it; on create its id is the client's own (or missing). */
export type IncomingCommunicator = Omit<Communicator, 'id'> & { id?: string };

export type CommunicatorWrite = { outcome: 'created' | 'updated'; communicator: Communicator } | { outcome: 'not-found' };

const toStored = (incoming: IncomingCommunicator, id: string, user: AuthUser): Communicator => ({ ...incoming, id, email: user.email, author: user.name });

/** Every device starts with the default communicator's reserved id, so it cannot tell two creates apart. */
const clientIdOf = (incoming: IncomingCommunicator): string | null =>
  incoming.id && incoming.id !== DEFAULT_COMMUNICATOR_ID ? incoming.id : null;

/** Communicator writes for one signed-in user; the same rules as boards, without deletion. */
export function communicatorWrites(communicators: CommunicatorsRepository, user: AuthUser, now: () => Date) {
  return {
    /** POST /communicator: a new server id, unless this retries a create that already landed. */
    async create(incoming: IncomingCommunicator): Promise<Exclude<CommunicatorWrite, { outcome: 'not-found' }>> {
      const clientId = clientIdOf(incoming);
      if (clientId) {
        const earlier = await communicators.findByClientId(user.email, clientId);
        const updated = earlier && (await communicators.update(toStored(incoming, earlier.id, user)));
        if (updated) return { outcome: 'updated', communicator: updated };
      }
      const communicator = toStored(incoming, newServerId(now()), user);
      return { outcome: 'created', communicator: await communicators.insert(communicator, clientId) };
    },

    /** PUT /communicator/:id: the owner's write; a server id the server lacks is created under that id. */
    async update(id: string, incoming: IncomingCommunicator): Promise<CommunicatorWrite> {
      const stored = await communicators.getById(id);
      if (stored) {
        if (!ownedBy(stored.email, user)) return { outcome: 'not-found' };
        const updated = await communicators.update(toStored(incoming, id, user));
        return updated ? { outcome: 'updated', communicator: updated } : { outcome: 'not-found' };
      }
      if (isLocalBoardId(id) || id === DEFAULT_COMMUNICATOR_ID) return { outcome: 'not-found' };
      return { outcome: 'created', communicator: await communicators.insert(toStored(incoming, id, user)) };
    },
  };
}
