import { FULL_FETCH_LIMIT, type Communicator } from '@tessera/core';
import fp from 'fastify-plugin';
import { ACCOUNT_MAIL_LIMIT, createAccountMailBudget, type AccountMailBudget } from '../accounts/account-mail-budget.ts';
import { createLoginThrottle, loginLimiterRules, type LoginLimiters, type LoginThrottle } from '../accounts/login-throttle.ts';
import { createOAuthClient, type OAuthClient } from '../accounts/oauth.ts';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed logins per (account, address), per address and per account, and the owner's own browsers apart. */
    loginThrottle: LoginThrottle;
    /** Mails anyone can make us send to an address: at most 3 an hour per address. */
    accountMailBudget: AccountMailBudget;
    /** The configured social login providers. */
    oauth: OAuthClient;
    /** Every communicator the user owns, oldest first (the client makes the last one active). */
    communicatorsOf: (email: string) => Promise<Communicator[]>;
  }
}

/** What the account routes share: the login throttle, the mail budget and the social login client. */
export const accountsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const loginLimiters = Object.fromEntries(
      await Promise.all(Object.entries(loginLimiterRules()).map(async ([name, rules]) => [name, await app.limiters.create(rules)] as const)),
    ) as LoginLimiters;
    app.decorate('loginThrottle', createLoginThrottle(loginLimiters));
    app.decorate('accountMailBudget', createAccountMailBudget(await app.limiters.create(ACCOUNT_MAIL_LIMIT)));
    app.decorate('oauth', createOAuthClient(config.oauthProviders, config.publicUrl));
    app.decorate('communicatorsOf', async (email: string) => {
      const all: Communicator[] = [];
      for (let page = 1; ; page += 1) {
        const list = await app.repositories.communicators.listByEmail(email, { page, limit: FULL_FETCH_LIMIT, offset: 0, search: '', sort: '_id' });
        all.push(...list.data);
        if (list.data.length < FULL_FETCH_LIMIT || all.length >= list.total) return all;
      }
    });
  },
  { name: 'tessera-accounts', dependencies: ['tessera-limiters'] },
);
