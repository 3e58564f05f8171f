/**
 * Row types of every table. Both dialects store the same values: JSON and timestamps
 * (ISO 8601, UTC) as text, flags as integers 0/1, so one set of queries serves both.
 */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string | null;
  role: string;
  is_first_login: number;
  is_by_back_office: number;
  birthdate: string | null;
  /** JSON: { country, countryCode } */
  location: string | null;
  /** JSON: [{ value }] */
  photos: string | null;
  activated: number;
  activation_token: string | null;
  /** Raised to revoke every token issued before. */
  token_version: number;
  created_at: string;
  updated_at: string;
}

export interface BoardsTable {
  id: string;
  /** Owner's email. */
  email: string | null;
  author: string | null;
  name: string;
  description: string | null;
  is_public: number;
  last_edited: string | null;
  /** Insertion order; what "_id" sorts by, as MongoDB ids sort by creation. */
  created_seq: number;
  /** Lower-cased name and description, so searches ignore case the same way on both dialects. */
  search_text: string;
  /** JSON: the whole board, tiles and grid included. */
  data: string;
}

export interface CommunicatorsTable {
  id: string;
  email: string | null;
  last_edited: string | null;
  created_seq: number;
  /** JSON: the whole communicator. */
  data: string;
}

export interface SettingsTable {
  user_id: string;
  /** JSON: the user's settings. */
  data: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  boards: BoardsTable;
  communicators: CommunicatorsTable;
  settings: SettingsTable;
}

export type Dialect = 'sqlite' | 'postgres';
