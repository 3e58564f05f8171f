import { MAX_PHRASES_PER_SAVE } from '@tessera/core';
import type { OutboxRecord } from '../lib/db';
import { phraseHistoryArrived, unsentPhrases } from './phrase-history-local';
import type { SyncContext } from './sync-context';

/**
 * Sends the phrases the account does not have yet (at most MAX_PHRASES_PER_SAVE a request) and this device's last
 * clear; the answer, the account's whole history, is merged in. More than one request's worth goes in turn.
 */
export async function sendPhrases(entry: OutboxRecord, sync: SyncContext): Promise<void> {
  const { phrases, clearedAt, more } = await unsentPhrases(sync.db, MAX_PHRASES_PER_SAVE);
  const history = await sync.requests.savePhraseHistory({ phrases, clearedAt }, sync.context());
  if (!sync.isCurrent()) return;
  await phraseHistoryArrived(sync.db, history, phrases);
  if (more) await sync.outbox.add('phrases', 'user');
  await sync.outbox.landed(entry);
}
