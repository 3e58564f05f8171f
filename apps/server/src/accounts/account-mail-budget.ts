import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { hashedKey } from '../limits/hashed-key.ts';
import { tryConsume, type LimiterRules } from '../limits/limiter-store.ts';

/**
 * Mails that anyone can make us send to an address (activation links, reset links, sign-up notices):
 * at most 3 per address per hour together, whoever asks and from wherever, so an address cannot be
 * bombed. Counted in the limiter store, so the budget holds across instances.
 */
export const ACCOUNT_MAIL_LIMIT: LimiterRules = { name: 'account-mail', points: 3, durationSeconds: 60 * 60 };

export function createAccountMailBudget(limiter: RateLimiterAbstract) {
  return {
    /** Takes one mail from the address's budget; false when it is used up (send nothing then). */
    take: async (email: string): Promise<boolean> => (await tryConsume(limiter, hashedKey('mail', email))) !== null,
    /** Gives a mail back when it could not be sent after all. */
    giveBack: async (email: string): Promise<void> => void (await limiter.reward(hashedKey('mail', email))),
  };
}

export type AccountMailBudget = ReturnType<typeof createAccountMailBudget>;
