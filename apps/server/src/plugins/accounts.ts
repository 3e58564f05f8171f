import { FULL_FETCH_LIMIT, type Communicator } from '@tessera/core';
import fp from 'fastify-plugin';
import { createLoginThrottle, type LoginThrottle } from '../accounts/login-throttle.ts';
import { createOAuthClient, type OAuthClient } from '../accounts/oauth.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed logins per IP and per account. */
    loginThrottle: LoginThrottle;
    /** The configured social login providers. */
    oauth: OAuthClient;
    /** Every communicator the user owns, oldest first (the client makes the last one active). */
    communicatorsOf: (email: string) => Promise<Communicator[]>;
  }
}


/** What the account routes share: the login throttle and the social login client. */
export const accountsPlugin = fp<{ config: Config; clock: Clock }>(
  async (app, { config, clock }) => {
    app.decorate('loginThrottle', createLoginThrottle(clock));
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
  { name: 'tessera-accounts' },
);
