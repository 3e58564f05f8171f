import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createBoardsRepository } from './boards-repository.ts';
import { createHealthRepository } from './health-repository.ts';
import { createUsersRepository } from './users-repository.ts';

/** Every repository over one database; the only place that holds SQL. */
export function createRepositories(db: Kysely<Database>) {
  return { boards: createBoardsRepository(db), health: createHealthRepository(db), users: createUsersRepository(db) };
}

export type Repositories = ReturnType<typeof createRepositories>;
