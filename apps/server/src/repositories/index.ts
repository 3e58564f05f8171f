import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createAnalyticsRepository } from './analytics-repository.ts';
import { createBoardChangeReports } from './board-change-reports.ts';
import { createBoardsRepository } from './boards-repository.ts';
import { createCommunicatorsRepository } from './communicators-repository.ts';
import { createHealthRepository } from './health-repository.ts';
import { createMediaRepository } from './media-repository.ts';
import { createReportsRepository } from './reports-repository.ts';
import { createSessionsRepository } from './sessions-repository.ts';
import { createSettingsRepository } from './settings-repository.ts';
import { createAccountsRepository } from './accounts-repository.ts';
import { createOauthStatesRepository } from './oauth-states-repository.ts';
import { createPasswordResetsRepository } from './password-resets-repository.ts';
import { createUserSettingsRepository } from './user-settings-repository.ts';
import { createUsersRepository } from './users-repository.ts';
import { createPhraseHistoryRepository } from './phrase-history-repository.ts';
import { createPlansRepository } from './plans-repository.ts';
import { createSubscribersRepository } from './subscribers-repository.ts';
import { createSubscriptionsRepository } from './subscriptions-repository.ts';

/** Every repository over one database; the only place that holds SQL. */
export function createRepositories(db: Kysely<Database>) {
  const boardChanges = createBoardChangeReports();
  return {
    /** Committed writes to boards, as they happen on this instance. */
    boardChanges,
    boards: createBoardsRepository(db, boardChanges),
    health: createHealthRepository(db),
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    userSettings: createUserSettingsRepository(db),
    passwordResets: createPasswordResetsRepository(db),
    oauthStates: createOauthStatesRepository(db),
    accounts: createAccountsRepository(db, boardChanges),
    communicators: createCommunicatorsRepository(db),
    settings: createSettingsRepository(db),
    reports: createReportsRepository(db),
    media: createMediaRepository(db),
    plans: createPlansRepository(db),
    subscriptions: createSubscriptionsRepository(db),
    subscribers: createSubscribersRepository(db),
    analytics: createAnalyticsRepository(db),
    phraseHistory: createPhraseHistoryRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
