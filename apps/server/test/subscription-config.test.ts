import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Env } from '../src/config.ts';
import { makeTempDir, removeDir } from './helpers/temp-dirs.ts';

let dir: string;
beforeEach(() => {
  dir = makeTempDir();
});
afterEach(() => removeDir(dir));

const load = (env: Env) => loadConfig({ DATA_DIR: join(dir, 'data'), ...env }, dir);
const errorLine = (env: Env): string => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
};

const PAYPAL = { PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' };
const MERCADOPAGO = { MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token', MERCADOPAGO_PUBLIC_KEY: 'APP_USR-public', MERCADOPAGO_WEBHOOK_SECRET: 'whsecret' };

describe('subscription configuration', () => {
  it('is off with no provider, with the defaults of the spec', () => {
    expect(load({}).subscriptions).toEqual({ enabled: false, paypal: null, mercadoPago: null, trialDays: 15, graceDays: 7, freeCountries: [] });
  });

  it('turns on with PayPal, on its live API unless told otherwise', () => {
    expect(load(PAYPAL).subscriptions).toMatchObject({
      enabled: true,
      paypal: { clientId: 'client', clientSecret: 'secret', webhookId: 'WH-1', apiUrl: 'https://api-m.paypal.com' },
      mercadoPago: null,
    });
    expect(load({ ...PAYPAL, PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com/' }).subscriptions.paypal?.apiUrl).toBe('https://api-m.sandbox.paypal.com');
  });

  it('turns on with Mercado Pago, on its API unless told otherwise', () => {
    expect(load(MERCADOPAGO).subscriptions).toMatchObject({
      enabled: true,
      paypal: null,
      mercadoPago: { accessToken: 'APP_USR-token', publicKey: 'APP_USR-public', webhookSecret: 'whsecret', apiUrl: 'https://api.mercadopago.com' },
    });
    expect(load({ ...MERCADOPAGO, MERCADOPAGO_API_URL: 'http://127.0.0.1:9000' }).subscriptions.mercadoPago?.apiUrl).toBe('http://127.0.0.1:9000');
  });

  it('reads the trial, the grace period and the free countries', () => {
    expect(load({ ...PAYPAL, TRIAL_DAYS: '0', GRACE_DAYS: '3', FREE_COUNTRIES: ' ar, UY,ar ' }).subscriptions).toMatchObject({
      trialDays: 0,
      graceDays: 3,
      freeCountries: ['AR', 'UY'],
    });
    // Empty values count as unset, as for every variable.
    expect(load({ TRIAL_DAYS: '', GRACE_DAYS: ' ', FREE_COUNTRIES: '', PAYPAL_API_URL: '' }).subscriptions).toMatchObject({ trialDays: 15, graceDays: 7 });
  });

  it('refuses a provider half configured, naming what is missing', () => {
    expect(errorLine({ PAYPAL_CLIENT_ID: 'client' })).toBe(
      'Configuration error: PAYPAL_CLIENT_SECRET must be set when PAYPAL_CLIENT_ID is; PAYPAL_WEBHOOK_ID must be set when PAYPAL_CLIENT_ID is',
    );
    expect(errorLine({ ...MERCADOPAGO, MERCADOPAGO_WEBHOOK_SECRET: '' })).toBe(
      'Configuration error: MERCADOPAGO_WEBHOOK_SECRET must be set when MERCADOPAGO_ACCESS_TOKEN is',
    );
  });

  it('refuses bad values, one line for each', () => {
    const cases: [Env, string][] = [
      [{ TRIAL_DAYS: '-1' }, 'TRIAL_DAYS must be a whole number of days, 0 or more (got "-1")'],
      [{ TRIAL_DAYS: '1.5' }, 'TRIAL_DAYS must be a whole number of days, 0 or more (got "1.5")'],
      [{ GRACE_DAYS: 'week' }, 'GRACE_DAYS must be a whole number of days, 0 or more (got "week")'],
      [{ FREE_COUNTRIES: 'AR,Uruguay' }, 'FREE_COUNTRIES must be a comma-separated list of two-letter country codes, such as AR,UY (got "Uruguay")'],
      [{ PAYPAL_API_URL: 'ftp://paypal' }, 'PAYPAL_API_URL must be an http:// or https:// URL (got "ftp://paypal")'],
      [{ MERCADOPAGO_API_URL: 'nope' }, 'MERCADOPAGO_API_URL must be an http:// or https:// URL (got "nope")'],
    ];
    for (const [env, line] of cases) expect(errorLine(env)).toBe(`Configuration error: ${line}`);
  });
});
