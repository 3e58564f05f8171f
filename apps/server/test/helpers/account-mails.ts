import type { App } from '../../src/app.ts';
import { createUser, uniqueIp } from './accounts.ts';
import type { TestSmtp } from './smtp.ts';

/**
 * Waits until the account mails of requests already answered are sent: the answer comes before its mail (its timing
 * must not tell which addresses have accounts), so a mail over a limit would come after it. A reset asked for another
 * account on each instance goes the same way behind them (the mail budget, the account, the link, the mail): once
 * its mail is here, theirs are too.
 */
export async function accountMailsSent(smtp: TestSmtp, ...instances: App[]): Promise<void> {
  await Promise.all(
    instances.map(async (app) => {
      const later = await createUser(app);
      const since = smtp.mails.length;
      const response = await app.inject({ method: 'POST', url: '/api/user/forgot', payload: { email: later.email }, remoteAddress: uniqueIp() });
      if (response.statusCode !== 200) throw new Error(`the reset for ${later.email} was refused: ${response.statusCode} ${response.body}`);
      await smtp.waitForMail(later.email, since);
    }),
  );
}
