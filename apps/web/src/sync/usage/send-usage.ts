import type { AnalyticsEventInput } from '@tessera/core';
import { isApiError } from '../../lib/api/api-error';
import type { UsageOutbox } from './usage-outbox';

/** How a send of the queue ended: all sent, reports are off on the server (409), the session ended (403), or it failed. */
export type UsageSendOutcome = 'sent' | 'reports off' | 'signed out' | 'failed';

/**
 * Sends the queued events, a batch (at most 500) at a time, oldest first, until the queue is empty. A batch leaves the
 * queue only when the server answered it; a failure keeps it for the next try. A 409 means reports are off for the
 * account (turned off on another device): what was queued is deleted, as off deletes everything.
 */
export async function sendUsage(outbox: UsageOutbox, post: (events: AnalyticsEventInput[]) => Promise<unknown>): Promise<UsageSendOutcome> {
  for (;;) {
    const batch = await outbox.batch();
    if (batch.length === 0) return 'sent';
    try {
      await post(batch.map((record) => record.event));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        await outbox.clear();
        return 'reports off';
      }
      if (isApiError(error) && error.status === 403) return 'signed out';
      return 'failed';
    }
    await outbox.landed(batch);
  }
}
