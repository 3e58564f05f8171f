import type { Migration } from 'kysely';
import * as initial from './0001-initial.ts';
import * as accounts from './0002-accounts.ts';
import * as sync from './0003-sync.ts';
import * as versions from './0004-versions.ts';
import * as boardLimits from './0005-board-limits.ts';
import * as storedBoardShape from './0006-stored-board-shape.ts';
import * as boardListReads from './0007-board-list-reads.ts';
import * as boardChangeNotices from './0008-board-change-notices.ts';
import * as sessions from './0009-sessions.ts';
import * as boardStorage from './0010-board-storage.ts';
import * as rateLimits from './0011-rate-limits.ts';
import * as subscriptions from './0012-subscriptions.ts';
import * as usageReports from './0013-usage-reports.ts';
import * as phraseHistory from './0014-phrase-history.ts';

/**
 * Every migration, by name, in order. Listed here rather than discovered on disk so that the
 * bundled server carries them. Add new ones as NNNN-what.ts and list them below; never edit a shipped one.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-accounts': accounts,
  '0003-sync': sync,
  '0004-versions': versions,
  '0005-board-limits': boardLimits,
  '0006-stored-board-shape': storedBoardShape,
  '0007-board-list-reads': boardListReads,
  '0008-board-change-notices': boardChangeNotices,
  '0009-sessions': sessions,
  '0010-board-storage': boardStorage,
  '0011-rate-limits': rateLimits,
  '0012-subscriptions': subscriptions,
  '0013-usage-reports': usageReports,
  '0014-phrase-history': phraseHistory,
};
