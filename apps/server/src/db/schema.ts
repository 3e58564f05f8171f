import type { Generated } from 'kysely';

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
  /** The shape `data` was written in (STORED_BOARD_SHAPE); null for rows written before migration 0006 or by hand. */
  data_shape: string | null;
  /**
   * Where the board began for its owner (Board.originId): the built-in board it copies, or the local id the
   * creating device gave it. Unique per owner, so a retried create, or a second device's copy of the same
   * built-in board, meets the same row.
   */
  client_id: string | null;
  /** Raised by every write; a write based on an older one is refused. */
  version: Generated<number>;
  /** The device that wrote the current version. */
  device: string | null;
  /** What a list answers beside the columns above (BoardSummary): the board's tile count, nameKey, locale and picture. */
  tile_count: number;
  name_key: string | null;
  locale: string | null;
  caption: string | null;
}

export interface CommunicatorsTable {
  id: string;
  email: string | null;
  last_edited: string | null;
  created_seq: number;
  /** JSON: the whole communicator. */
  data: string;
  client_id: string | null;
  /** Lower-cased name and description. */
  search_text: string;
  version: Generated<number>;
  device: string | null;
}

export interface SettingsTable {
  user_id: string;
  /** JSON: the user's settings. */
  data: string;
  updated_at: string;
  version: Generated<number>;
  device: string | null;
}

/** An earlier version of a board, kept so its owner can bring it back from any device. */
export interface BoardVersionsTable {
  board_id: string;
  version: number;
  email: string;
  /** JSON: the whole board as it was. */
  data: string;
  replaced_at: string;
  device: string | null;
  reason: 'replaced' | 'overwritten';
}

/** A deleted board: its id stays taken, so a stale device cannot bring the board back. */
export interface BoardTombstonesTable {
  id: string;
  /** Owner's email (lower-cased). */
  email: string;
  deleted_at: string;
  client_id: string | null;
}

export interface ReportsTable {
  id: string;
  board_id: string;
  reason: string;
  language: string | null;
  /** JSON: the whole report as sent. */
  data: string;
  created_at: string;
  /** When it was mailed to the moderators; null when not (no MODERATORS_EMAIL, or sending failed). */
  mailed_at: string | null;
}

/** An uploaded file under DATA_DIR/media. */
export interface MediaTable {
  file_name: string;
  owner_id: string;
  content_type: string;
  size: number;
  created_at: string;
}

/** A password reset link: single use, valid until expires_at. */
export interface PasswordResetsTable {
  /** SHA-256 (hex) of the token in the link. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** A social sign-in that was started and not yet finished. */
export interface OauthStatesTable {
  state: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  expires_at: string;
}

/** One sign-in of one browser installation; its token works while the row is there, unrevoked and unexpired. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  /** Moved forward at most once an hour, so that checking a token stays a read. */
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
  device_label: string | null;
  /** The installation's own random id (the x-tessera-device-id header at login). */
  installation_id: string | null;
  /** The `_id` of the settings.devices row this sign-in noted. */
  device_row_id: string | null;
  /** SHA-256 of the browser's device cookie; forgotten when every session of the account is ended. */
  device_key_hash: string | null;
}

/** Bytes of boards and kept versions per owner, kept by triggers (migration 0010). */
export interface BoardStorageTable {
  email: string;
  /** A bigint: a string on PostgreSQL, a number on SQLite. */
  bytes: number | string;
}

/** A plan the operator offers (npm run admin -- plans add). */
export interface PlansTable {
  id: string;
  name: string;
  /** Decimal text as the operator typed it ("4.99"). */
  price: string;
  currency: string;
  period: string;
  provider: string;
  provider_plan_id: string | null;
  created_at: string;
}

/** A user's subscription at a payment provider, in the status its events brought it to. */
export interface SubscriptionsTable {
  id: string;
  user_id: string;
  plan_id: string;
  provider: string;
  provider_subscription_id: string;
  status: string;
  expiration_date: string | null;
  grace_ends_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Every status transition of a subscription. */
export interface SubscriptionHistoryTable {
  seq: Generated<number>;
  subscription_id: string;
  from_status: string | null;
  to_status: string;
  cause: string;
  at: string;
}

/** A provider event already applied: a replay of it is a no-op. */
export interface WebhookEventsTable {
  provider: string;
  event_id: string;
  applied_at: string;
}

/** The subscriber record of a user (spec 02 §7: /subscriber calls). */
export interface SubscribersTable {
  id: string;
  user_id: string;
  created_at: string;
  updated_at: string;
}

/** Whether a user turned usage reports on (migration 0013). */
export interface AnalyticsConsentTable {
  user_id: string;
  reports_on: number;
  changed_at: string;
}

/** One event of a user's usage reports, as the device sent it; '' where the event had no such field. */
export interface AnalyticsEventsTable {
  user_id: string;
  client_event_id: string;
  /** UTC, ISO 8601. */
  occurred_at: string;
  /** The user's day (YYYY-MM-DD) and time of day (HH:MM:SS), at the device's UTC offset. */
  day: string;
  local_time: string;
  action: string;
  category: string;
  board_id: string;
  tile_id: string;
  label: string;
  picture: string | null;
  symbol_source: string;
  /** JSON: the phrase's parts (Click Output). */
  words: string | null;
  modeled: number;
  session_id: string;
  received_at: string;
}

/** Events counted per user, day and what the report page groups by. */
export interface AnalyticsDailyTable {
  user_id: string;
  day: string;
  modeled: number;
  action: string;
  category: string;
  board_id: string;
  tile_id: string;
  label: string;
  symbol_source: string;
  events: number;
}

/** A session's first and last press, epoch milliseconds (bigints: strings on PostgreSQL, numbers on SQLite). */
export interface AnalyticsSessionsTable {
  user_id: string;
  session_id: string;
  modeled: number;
  day: string;
  started_ms: number | string;
  ended_ms: number | string;
  events: number;
}

/** A phrase a user spoke (issue 31); epoch milliseconds as bigints (strings on PostgreSQL, numbers on SQLite). */
export interface PhraseHistoryTable {
  user_id: string;
  text: string;
  /** JSON: the phrase's symbols (core's PhraseTile[]). */
  tiles: string;
  spoken_ms: number | string;
  changed_ms: number | string;
  favourite: number;
}

/** When a user last cleared their phrase history. */
export interface PhraseHistoryClearsTable {
  user_id: string;
  cleared_ms: number | string;
}

export interface Database {
  users: UsersTable;
  boards: BoardsTable;
  communicators: CommunicatorsTable;
  settings: SettingsTable;
  password_resets: PasswordResetsTable;
  oauth_states: OauthStatesTable;
  board_tombstones: BoardTombstonesTable;
  board_versions: BoardVersionsTable;
  reports: ReportsTable;
  media: MediaTable;
  sessions: SessionsTable;
  board_storage: BoardStorageTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  subscription_history: SubscriptionHistoryTable;
  webhook_events: WebhookEventsTable;
  subscribers: SubscribersTable;
  analytics_consent: AnalyticsConsentTable;
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_sessions: AnalyticsSessionsTable;
  phrase_history: PhraseHistoryTable;
  phrase_history_clears: PhraseHistoryClearsTable;
}

export type Dialect = 'sqlite' | 'postgres';
