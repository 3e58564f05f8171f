import type { Communicator, PagedList } from '@tessera/core';
import { sql, type Kysely } from 'kysely';
import type { CommunicatorsTable, Database } from '../db/schema.ts';
import { containsText, searchTextOf, skipOf, type PageRequest } from './paging.ts';

/** Sort orders of communicator lists: creation order, newest first by default. */
export const COMMUNICATOR_SORTS = ['-_id', '_id'] as const;
export type CommunicatorListQuery = PageRequest & { sort: (typeof COMMUNICATOR_SORTS)[number] };

const ownerColumn = (email: string | undefined): string | null => (email ? email.trim().toLowerCase() : null);

const toRow = (communicator: Communicator): Omit<CommunicatorsTable, 'created_seq' | 'client_id'> => ({
  id: communicator.id,
  email: ownerColumn(communicator.email),
  last_edited: null,
  search_text: searchTextOf(communicator.name, communicator.description),
  data: JSON.stringify(communicator),
});

const toCommunicator = (row: { data: string }): Communicator => JSON.parse(row.data) as Communicator;

/** Communicators: kept whole as JSON, with the owner's email beside it to list and check ownership. */
export function createCommunicatorsRepository(db: Kysely<Database>) {
  return {
    async listByEmail(email: string, request: CommunicatorListQuery): Promise<PagedList<Communicator>> {
      let base = db.selectFrom('communicators').where('email', '=', ownerColumn(email));
      if (request.search) base = base.where(containsText('search_text', request.search));
      const direction = request.sort === '_id' ? 'asc' : 'desc';
      const [rows, count] = await Promise.all([
        base.select('data').orderBy('created_seq', direction).orderBy('id', direction).limit(request.limit).offset(skipOf(request)).execute(),
        base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      const { page, limit, offset, search } = request;
      return { data: rows.map(toCommunicator), total: Number(count.total), page, limit, offset, search };
    },

    async getById(id: string): Promise<Communicator | undefined> {
      const row = await db.selectFrom('communicators').select('data').where('id', '=', id).executeTakeFirst();
      return row && toCommunicator(row);
    },

    /** The owner's communicator that was created from the device id `clientId`, if any (a retried create). */
    async findByClientId(email: string, clientId: string): Promise<Communicator | undefined> {
      const row = await db
        .selectFrom('communicators')
        .select('data')
        .where('email', '=', ownerColumn(email))
        .where('client_id', '=', clientId)
        .orderBy('created_seq', 'desc')
        .executeTakeFirst();
      return row && toCommunicator(row);
    },

    async insert(communicator: Communicator, clientId: string | null = null): Promise<Communicator> {
      await db
        .insertInto('communicators')
        .values((eb) => ({
          ...toRow(communicator),
          client_id: clientId,
          created_seq: eb.selectFrom('communicators').select(sql<number>`coalesce(max(created_seq), 0) + 1`.as('next')),
        }))
        .execute();
      return communicator;
    },

    /** Replaces a stored communicator; undefined when there is none with that id. */
    async update(communicator: Communicator): Promise<Communicator | undefined> {
      const result = await db.updateTable('communicators').set(toRow(communicator)).where('id', '=', communicator.id).executeTakeFirst();
      return result.numUpdatedRows > 0n ? communicator : undefined;
    },
  };
}

export type CommunicatorsRepository = ReturnType<typeof createCommunicatorsRepository>;
