import type { Communicator, PagedList } from '@tessera/core';
import { sql, type Kysely } from 'kysely';
import type { CommunicatorsTable, Database } from '../db/schema.ts';
import { containsText, searchTextOf, skipOf, type PageRequest } from './paging.ts';

/** Sort orders of communicator lists: creation order, newest first by default. */
export const COMMUNICATOR_SORTS = ['-_id', '_id'] as const;
export type CommunicatorListQuery = PageRequest & { sort: (typeof COMMUNICATOR_SORTS)[number] };

const ownerColumn = (email: string | undefined): string | null => (email ? email.trim().toLowerCase() : null);

const COMMUNICATOR_COLUMNS = ['data', 'version'] as const;

/** The JSON kept: the communicator without its version (a column). */
const storedJson = ({ version: _version, ...communicator }: Communicator): string => JSON.stringify(communicator);

const toRow = (communicator: Communicator): Omit<CommunicatorsTable, 'created_seq' | 'client_id' | 'version' | 'device'> => ({
  id: communicator.id,
  email: ownerColumn(communicator.email),
  last_edited: null,
  search_text: searchTextOf(communicator.name, communicator.description),
  data: storedJson(communicator),
});

const toCommunicator = (row: { data: string; version: number }): Communicator => ({ ...(JSON.parse(row.data) as Communicator), version: Number(row.version) });

/** What a versioned write did (see the boards repository's write). */
export type VersionedCommunicatorWrite =
  { outcome: 'written'; communicator: Communicator } | { outcome: 'stale'; current: Communicator } | { outcome: 'missing' };

/** Communicators: kept whole as JSON, with the owner's email beside it to list and check ownership. */
export function createCommunicatorsRepository(db: Kysely<Database>) {
  return {
    async listByEmail(email: string, request: CommunicatorListQuery): Promise<PagedList<Communicator>> {
      let base = db.selectFrom('communicators').where('email', '=', ownerColumn(email));
      if (request.search) base = base.where(containsText('search_text', request.search));
      const direction = request.sort === '_id' ? 'asc' : 'desc';
      const [rows, count] = await Promise.all([
        base
          .select([...COMMUNICATOR_COLUMNS])
          .orderBy('created_seq', direction)
          .orderBy('id', direction)
          .limit(request.limit)
          .offset(skipOf(request))
          .execute(),
        base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      const { page, limit, offset, search } = request;
      return { data: rows.map(toCommunicator), total: Number(count.total), page, limit, offset, search };
    },

    async getById(id: string): Promise<Communicator | undefined> {
      const row = await db
        .selectFrom('communicators')
        .select([...COMMUNICATOR_COLUMNS])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toCommunicator(row);
    },

    /** The owner's communicator that was created from the device id `clientId`, if any (a retried create). */
    async findByClientId(email: string, clientId: string): Promise<Communicator | undefined> {
      const row = await db
        .selectFrom('communicators')
        .select([...COMMUNICATOR_COLUMNS])
        .where('email', '=', ownerColumn(email))
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return row && toCommunicator(row);
    },

    /** Stores a new communicator at version 1; undefined, storing nothing, when its id or the owner's client id is taken. */
    async insert(communicator: Communicator, clientId: string | null = null): Promise<Communicator | undefined> {
      const row = await db
        .insertInto('communicators')
        .values((eb) => ({
          ...toRow(communicator),
          client_id: clientId,
          version: 1,
          created_seq: eb.selectFrom('communicators').select(sql<number>`coalesce(max(created_seq), 0) + 1`.as('next')),
        }))
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ? { ...communicator, version: 1 } : undefined;
    },

    /** Replaces a stored communicator when it is still at `baseVersion` (any when undefined); the new version is one higher. */
    async write(communicator: Communicator, baseVersion: number | undefined): Promise<VersionedCommunicatorWrite> {
      for (;;) {
        const current = await db
          .selectFrom('communicators')
          .select([...COMMUNICATOR_COLUMNS])
          .where('id', '=', communicator.id)
          .executeTakeFirst();
        if (!current) return { outcome: 'missing' };
        const version = Number(current.version);
        if (baseVersion !== undefined && baseVersion !== version) return { outcome: 'stale', current: toCommunicator(current) };
        const updated = await db
          .updateTable('communicators')
          .set({ ...toRow(communicator), version: version + 1 })
          .where('id', '=', communicator.id)
          .where('version', '=', version)
          .executeTakeFirst();
        // Another writer took this version between the read and the write: read again (and refuse, if versioned).
        if (updated.numUpdatedRows > 0n) return { outcome: 'written', communicator: { ...communicator, version: version + 1 } };
      }
    },
  };
}

export type CommunicatorsRepository = ReturnType<typeof createCommunicatorsRepository>;
