import type { OutboxRecord } from '../lib/db';
import { sendBoards } from './send-boards';
import { sendCommunicator, sendDeletion, sendSettings } from './send-others';
import { failedSend, type SendOutcome } from './send-outcome';
import { sendPhrases } from './send-phrases';
import type { SyncContext } from './sync-context';

/** Sends one entry that is not a board save. */
async function sendOne(entry: OutboxRecord, sync: SyncContext): Promise<SendOutcome> {
  try {
    if (entry.kind === 'board-delete') await sendDeletion(entry, sync);
    else if (entry.kind === 'settings') await sendSettings(entry, sync);
    else if (entry.kind === 'phrases') await sendPhrases(entry, sync);
    else await sendCommunicator(entry, sync);
    return sync.isCurrent() ? { kind: 'sent' } : { kind: 'stop' };
  } catch (error) {
    return failedSend(entry, error, sync);
  }
}

/**
 * Sends entries that go together (planNextSends decides which): a run of board saves, or one other entry. Answers
 * each entry's outcome, in order.
 */
export async function sendEntries(entries: readonly OutboxRecord[], sync: SyncContext): Promise<SendOutcome[]> {
  return entries[0]?.kind === 'board' ? await sendBoards(entries, sync) : [await sendOne(entries[0] as OutboxRecord, sync)];
}
