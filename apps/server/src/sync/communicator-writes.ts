import { DEFAULT_COMMUNICATOR_ID, isLocalBoardId, type Communicator } from '@tessera/core';
import { ownedBy } from '../http/signed-in-user.ts';
import { newServerId } from '../ids/server-id.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { CommunicatorsRepository } from '../repositories/communicators-repository.ts';

/** A communicator as a client sends it; on create its id is the client's own (or missing). */
export type IncomingCommunicator = Omit<Communicator, 'id'> & { id?: string };

export type CommunicatorWrite =
  | { outcome: 'created' | 'updated'; communicator: Communicator }
  /** Based on an older version: nothing changed, the current one comes back to merge with. */
  | { outcome: 'conflict'; current: Communicator }
  | { outcome: 'not-found' };

const toStored = (incoming: IncomingCommunicator, id: string, user: AuthUser): Communicator => {
  const { version: _version, ...communicator } = incoming;
  return { ...communicator, id, email: user.email, author: user.name };
};

/** Every device starts with the default communicator's reserved id, so it cannot tell two creates apart. */
const clientIdOf = (incoming: IncomingCommunicator): string | null => (incoming.id && incoming.id !== DEFAULT_COMMUNICATOR_ID ? incoming.id : null);

/** A write that keeps meeting parallel creates gives up after this many tries (never seen). */
const WRITE_ATTEMPTS = 5;

/** Communicator writes for one signed-in user; the same rules as boards (versions, one per client id), without deletion. */
export function communicatorWrites(communicators: CommunicatorsRepository, user: AuthUser, now: () => Date) {
  const writeOver = async (communicator: Communicator, baseVersion: number | undefined): Promise<CommunicatorWrite | undefined> => {
    const written = await communicators.write(communicator, baseVersion);
    if (written.outcome === 'stale') return { outcome: 'conflict', current: written.current };
    if (written.outcome === 'written') return { outcome: 'updated', communicator: written.communicator };
    return undefined;
  };

  return {
    /**
     * POST /communicator: a new server id, unless this retries a create that already landed; then a client that
     * read no version (`version: 0`) gets 409 with it, and one that names none writes over it.
     */
    async create(incoming: IncomingCommunicator): Promise<Exclude<CommunicatorWrite, { outcome: 'not-found' }>> {
      const clientId = clientIdOf(incoming);
      for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
        const created = await communicators.insert(toStored(incoming, newServerId(now()), user), clientId);
        if (created) return { outcome: 'created', communicator: created };
        const earlier = clientId ? await communicators.findByClientId(user.email, clientId) : undefined;
        if (!earlier) continue;
        if (incoming.version !== undefined) return { outcome: 'conflict', current: earlier };
        const result = await writeOver(toStored(incoming, earlier.id, user), undefined);
        if (result && result.outcome !== 'not-found') return result;
      }
      throw new Error('A communicator create met other writes too often');
    },

    /** PUT /communicator/:id: the owner's write, refused when based on an older version; a server id the server lacks is created under that id. */
    async update(id: string, incoming: IncomingCommunicator): Promise<CommunicatorWrite> {
      for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
        const stored = await communicators.getById(id);
        if (stored) {
          if (!ownedBy(stored.email, user)) return { outcome: 'not-found' };
          const result = await writeOver(toStored(incoming, id, user), incoming.version);
          if (result) return result;
          continue;
        }
        if (isLocalBoardId(id) || id === DEFAULT_COMMUNICATOR_ID) return { outcome: 'not-found' };
        const created = await communicators.insert(toStored(incoming, id, user));
        if (created) return { outcome: 'created', communicator: created };
      }
      throw new Error('A communicator update met other writes too often');
    },
  };
}
