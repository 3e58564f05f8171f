import type { PremiumState } from '@tessera/core';
import fp from 'fastify-plugin';
import type { Config, SubscriptionsConfig } from '../config.ts';
import { createMercadoPagoClient, type MercadoPagoClient } from '../subscriptions/mercadopago-client.ts';
import { createPaypalClient, type PaypalClient } from '../subscriptions/paypal-client.ts';
import { premiumRefusalOf, premiumStateOf, type PremiumRefusalAnswer } from '../subscriptions/premium.ts';

export type { PremiumRefusalAnswer };

declare module 'fastify' {
  interface FastifyInstance {
    subscriptions: {
      config: SubscriptionsConfig;
      /** The configured providers' API clients; null when not configured. */
      paypal: PaypalClient | null;
      mercadoPago: MercadoPagoClient | null;
      stateOf: (userId: string) => Promise<PremiumState>;
      /** What to answer (402) a premium call of this user, or null when it may go on: always null with subscriptions off. */
      refusalOf: (userId: string) => Promise<PremiumRefusalAnswer | null>;
    };
  }
}

/** Subscriptions and premium: on only when a payment provider is configured. */
export const subscriptionsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const settings = config.subscriptions;
    app.decorate('subscriptions', {
      config: settings,
      paypal: settings.paypal && createPaypalClient(settings.paypal, app.clock),
      mercadoPago: settings.mercadoPago && createMercadoPagoClient(settings.mercadoPago),
      stateOf: (userId: string) => premiumStateOf(app, settings, userId),
      refusalOf: (userId: string) => premiumRefusalOf(app, settings, userId),
    });
  },
  { name: 'tessera-subscriptions', dependencies: ['tessera-database'] },
);
