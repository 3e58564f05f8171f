import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig, type Env } from '../src/config.ts';
import { testRedisUrl } from './helpers/redis.ts';
import { makeTempDir, makeWebDist, removeDir } from './helpers/temp-dirs.ts';

let dir: string;
beforeEach(() => {
  dir = makeTempDir();
});
afterEach(() => removeDir(dir));

const load = (env: Env) => loadConfig({ DATA_DIR: join(dir, 'data'), ...env }, dir);

/** The one line start-up would print for this environment. */
const errorLine = (env: Env): string => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
};

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({}, dir);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: join(dir, 'data'),
      database: { kind: 'sqlite', file: join(dir, 'data', 'tessera.db') },
      publicUrl: 'http://localhost:8080',
      corsOrigins: [],
      smtpUrl: null,
      mailFrom: 'Tessera <noreply@localhost>',
      redisUrl: null,
      phraseApi: null,
      redisKeyPrefix: 'tessera:',
      trustProxy: [],
      logLevel: 'info',
      tokenTtlSeconds: 30 * 24 * 60 * 60,
      oauthProviders: [],
      mediaStorage: { kind: 'local', dir: join(dir, 'data', 'media') },
      mediaQuotaBytes: 200 * 1024 * 1024,
      analyticsRetentionDays: 400,
    });
    expect(statSync(config.dataDir).isDirectory()).toBe(true);
  });

  it('reads every variable, treating empty values as unset', () => {
    const webDist = makeWebDist(dir);
    const config = load({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: 'state',
      DATABASE_URL: 'postgresql://tessera:pw@db.internal:5432/tessera',
      PUBLIC_URL: 'https://aac.example.org/',
      CORS_ORIGIN: 'https://a.example.org, http://localhost:5173',
      JWT_SECRET: 'x'.repeat(40),
      TOKEN_TTL: '12h',
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      APPLE_CLIENT_ID: 'org.example.aac',
      APPLE_CLIENT_SECRET: 'apple-secret-jwt',
      OIDC_APPLE_ISSUER: 'http://127.0.0.1:9999/',
      SMTP_URL: 'smtps://user:pw@mail.example.org:465',
      MAIL_FROM: 'Tessera <hello@example.org>',
      MODERATORS_EMAIL: 'moderators@example.org',
      REDIS_URL: 'redis://cache:6379',
      MEDIA_QUOTA_MB: '50',
      BOARD_QUOTA_MB: '30',
      WRITE_LIMIT_PER_ACCOUNT: '600/1h',
      WRITE_LIMIT_PER_ADDRESS: ' 2000 / 90s ',
      S3_BUCKET: 'tessera-media',
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'key-secret',
      S3_FORCE_PATH_STYLE: 'TRUE',
      PHRASE_API_URL: 'http://llm.internal:8000/v1/',
      PHRASE_API_KEY: 'phrase-key',
      PHRASE_MODEL: 'llama-3.1-8b-instruct',
      SPEECH_ESPEAK: 'OFF',
      SPEECH_API_URL: 'http://kokoro.internal:8880/v1/',
      SPEECH_API_KEY: 'speech-key',
      SPEECH_MODEL: 'kokoro',
      SPEECH_VOICES: ' en-US = af_heart, am_adam ; es-ES=ef_dora;en-US=af_heart',
      SPEECH_CACHE_MB: '16',
      REDIS_KEY_PREFIX: 'aac-eu:',
      EVENT_STREAMS_MAX: '500',
      ANALYTICS_RETENTION_DAYS: '90',
      TRUST_PROXY: '10.0.0.0/8, loopback,fd00::/8, 192.168.1.7',
      LOG_LEVEL: 'WARN',
      WEB_DIST: webDist,
      SOMETHING_ELSE: 'ignored',
    });
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(dir, 'state'),
      database: { kind: 'postgres', url: 'postgresql://tessera:pw@db.internal:5432/tessera' },
      publicUrl: 'https://aac.example.org',
      corsOrigins: ['https://a.example.org', 'http://localhost:5173'],
      jwtSecret: 'x'.repeat(40),
      tokenTtlSeconds: 12 * 60 * 60,
      oauthProviders: [
        { type: 'google', clientId: 'google-id', clientSecret: 'google-secret', issuer: null },
        { type: 'apple', clientId: 'org.example.aac', clientSecret: 'apple-secret-jwt', issuer: 'http://127.0.0.1:9999' },
      ],
      smtpUrl: 'smtps://user:pw@mail.example.org:465',
      mailFrom: 'Tessera <hello@example.org>',
      moderatorsEmail: 'moderators@example.org',
      redisUrl: 'redis://cache:6379',
      phraseApi: { baseUrl: 'http://llm.internal:8000/v1', apiKey: 'phrase-key', model: 'llama-3.1-8b-instruct' },
      speech: {
        espeak: false,
        api: {
          baseUrl: 'http://kokoro.internal:8880/v1',
          apiKey: 'speech-key',
          model: 'kokoro',
          voices: { 'en-US': ['af_heart', 'am_adam'], 'es-ES': ['ef_dora'] },
        },
        cacheBytes: 16 * 1024 * 1024,
      },
      mediaStorage: {
        kind: 's3',
        bucket: 'tessera-media',
        endpoint: 'http://minio.internal:9000',
        region: 'eu-west-3',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key-id', secretAccessKey: 'key-secret' },
      },
      mediaQuotaBytes: 50 * 1024 * 1024,
      boardQuotaBytes: 30 * 1024 * 1024,
      writeLimits: { perAccount: { points: 600, windowSeconds: 3600 }, perAddress: { points: 2000, windowSeconds: 90 } },
      redisKeyPrefix: 'aac-eu:',
      analyticsRetentionDays: 90,
      eventStreamsMax: 500,
      trustProxy: ['10.0.0.0/8', 'loopback', 'fd00::/8', '192.168.1.7'],
      logLevel: 'warn',
      webDist,
      subscriptions: { enabled: false, paypal: null, mercadoPago: null, trialDays: 15, graceDays: 7, freeCountries: [] },
    });
    expect(load({ PORT: '', DATABASE_URL: ' ', LOG_LEVEL: '' })).toMatchObject({ port: 8080, database: { kind: 'sqlite' }, logLevel: 'info' });
    expect(load({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(load({ PHRASE_API_URL: 'http://127.0.0.1:11434/v1', PHRASE_MODEL: 'llama3.2' }).phraseApi).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'llama3.2',
    });
    expect(load({}).speech).toEqual({ espeak: true, api: null, cacheBytes: 64 * 1024 * 1024 });
    expect(load({ SPEECH_ESPEAK: 'on', SPEECH_API_URL: 'https://api.openai.com/v1', SPEECH_MODEL: 'tts-1', SPEECH_VOICES: 'en-US=alloy' }).speech).toEqual({
      espeak: true,
      api: { baseUrl: 'https://api.openai.com/v1', apiKey: null, model: 'tts-1', voices: { 'en-US': ['alloy'] } },
      cacheBytes: 64 * 1024 * 1024,
    });
    expect(load({ S3_BUCKET: 'pictures' }).mediaStorage).toEqual({
      kind: 's3',
      bucket: 'pictures',
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: null,
    });
    expect(load({ S3_BUCKET: '', S3_ENDPOINT: '', MEDIA_QUOTA_MB: ' ' })).toMatchObject({
      mediaStorage: { kind: 'local' },
      mediaQuotaBytes: 200 * 1024 * 1024,
    });
    expect(load({}).eventStreamsMax).toBe(2000);
    expect(load({ BOARD_QUOTA_MB: '', WRITE_LIMIT_PER_ACCOUNT: ' ' })).toMatchObject({
      boardQuotaBytes: 100 * 1024 * 1024,
      writeLimits: { perAccount: { points: 10_000, windowSeconds: 600 }, perAddress: { points: 30_000, windowSeconds: 600 } },
    });
    expect([load({ TOKEN_TTL: '90' }), load({ TOKEN_TTL: '45m' }), load({ TOKEN_TTL: '7D' })].map((c) => c.tokenTtlSeconds)).toEqual([90, 2700, 604800]);
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const first = load({});
    const file = join(dir, 'data', 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(load({}).jwtSecret).toBe(first.jwtSecret);
    expect(load({ JWT_SECRET: 'y'.repeat(32) }).jwtSecret).toBe('y'.repeat(32));
  });

  it('names DATA_DIR, without hanging, when its folder cannot be created on a special file system', () => {
    expect(() => load({ DATA_DIR: '/proc/tessera-cannot-be-here/data' })).toThrow(
      /^Configuration error: DATA_DIR must be a folder the server can write to \(got "\/proc\/tessera-cannot-be-here\/data": [^\n]+\)$/,
    );
  });

  it('names the variable and the problem in one line for each bad value', () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    const cases: [Env, string][] = [
      [{ PORT: 'abc' }, 'Configuration error: PORT must be a whole number from 0 to 65535 (got "abc")'],
      [{ PORT: '65536' }, 'Configuration error: PORT must be a whole number from 0 to 65535 (got "65536")'],
      [{ PORT: '80.5' }, 'Configuration error: PORT must be a whole number from 0 to 65535 (got "80.5")'],
      [{ DATA_DIR: file }, `Configuration error: DATA_DIR must be a folder the server can write to (got "${file}": it is a file)`],
      [
        { DATA_DIR: join(file, 'data') },
        `Configuration error: DATA_DIR must be a folder the server can write to (got "${join(file, 'data')}": a part of the path is a file)`,
      ],
      [
        { DATABASE_URL: 'mysql://root:pw@db/tessera' },
        'Configuration error: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://root:***@db/tessera")',
      ],
      [{ PUBLIC_URL: 'aac.example.org' }, 'Configuration error: PUBLIC_URL must be an http:// or https:// URL (got "aac.example.org")'],
      [
        { CORS_ORIGIN: 'https://ok.example.org,nope' },
        'Configuration error: CORS_ORIGIN must be a comma-separated list of origins such as https://app.example.org (got "nope")',
      ],
      [
        { CORS_ORIGIN: 'https://ok.example.org/app' },
        'Configuration error: CORS_ORIGIN must list origins only, without a path (got "https://ok.example.org/app")',
      ],
      [{ JWT_SECRET: 'short' }, 'Configuration error: JWT_SECRET must be at least 32 characters long (got 5)'],
      [{ TOKEN_TTL: '2 weeks' }, 'Configuration error: TOKEN_TTL must be a duration such as 30d, 12h, 45m or 3600 (seconds) (got "2 weeks")'],
      [{ TOKEN_TTL: '0' }, 'Configuration error: TOKEN_TTL must be a duration such as 30d, 12h, 45m or 3600 (seconds) (got "0")'],
      [{ FACEBOOK_CLIENT_ID: 'fb' }, 'Configuration error: FACEBOOK_CLIENT_SECRET must be set when FACEBOOK_CLIENT_ID is'],
      [{ GOOGLE_CLIENT_SECRET: 'g' }, 'Configuration error: GOOGLE_CLIENT_ID must be set when GOOGLE_CLIENT_SECRET is'],
      [{ OIDC_GOOGLE_ISSUER: 'accounts.google.com' }, 'Configuration error: OIDC_GOOGLE_ISSUER must be an http:// or https:// URL (got "accounts.google.com")'],
      [{ SMTP_URL: 'mail.example.org' }, 'Configuration error: SMTP_URL must be an smtp:// or smtps:// URL (got "mail.example.org")'],
      [{ MAIL_FROM: 'Tessera' }, 'Configuration error: MAIL_FROM must be an address such as "Tessera <noreply@example.org>" (got "Tessera")'],
      [{ MEDIA_QUOTA_MB: '0' }, 'Configuration error: MEDIA_QUOTA_MB must be a whole number of megabytes, 1 or more (got "0")'],
      [{ MEDIA_QUOTA_MB: '1.5' }, 'Configuration error: MEDIA_QUOTA_MB must be a whole number of megabytes, 1 or more (got "1.5")'],
      [{ MEDIA_QUOTA_MB: '200MB' }, 'Configuration error: MEDIA_QUOTA_MB must be a whole number of megabytes, 1 or more (got "200MB")'],
      [{ ANALYTICS_RETENTION_DAYS: '0' }, 'Configuration error: ANALYTICS_RETENTION_DAYS must be a whole number of days from 1 to 36600 (got "0")'],
      [{ ANALYTICS_RETENTION_DAYS: '1y' }, 'Configuration error: ANALYTICS_RETENTION_DAYS must be a whole number of days from 1 to 36600 (got "1y")'],
      [{ EVENT_STREAMS_MAX: '0' }, 'Configuration error: EVENT_STREAMS_MAX must be a whole number, 1 or more (got "0")'],
      [{ EVENT_STREAMS_MAX: 'lots' }, 'Configuration error: EVENT_STREAMS_MAX must be a whole number, 1 or more (got "lots")'],
      [{ BOARD_QUOTA_MB: '0' }, 'Configuration error: BOARD_QUOTA_MB must be a whole number of megabytes, 1 or more (got "0")'],
      [
        { WRITE_LIMIT_PER_ACCOUNT: '1000' },
        'Configuration error: WRITE_LIMIT_PER_ACCOUNT must be a number of writes per a duration, such as 10000/10m or 600/1h (got "1000")',
      ],
      [
        { WRITE_LIMIT_PER_ADDRESS: '0/10m' },
        'Configuration error: WRITE_LIMIT_PER_ADDRESS must be a number of writes per a duration, such as 10000/10m or 600/1h (got "0/10m")',
      ],
      [{ S3_BUCKET: 'my bucket' }, 'Configuration error: S3_BUCKET must be a bucket name such as tessera-media (got "my bucket")'],
      [{ S3_BUCKET: 'b1', S3_ENDPOINT: 'minio:9000' }, 'Configuration error: S3_ENDPOINT must be an http:// or https:// URL (got "minio:9000")'],
      [{ S3_BUCKET: 'b1', S3_FORCE_PATH_STYLE: 'yes' }, 'Configuration error: S3_FORCE_PATH_STYLE must be true or false (got "yes")'],
      [{ S3_ENDPOINT: 'http://minio:9000' }, 'Configuration error: S3_BUCKET must be set when S3_ENDPOINT is'],
      [
        { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' },
        'Configuration error: S3_BUCKET must be set when S3_ACCESS_KEY_ID is; S3_BUCKET must be set when S3_SECRET_ACCESS_KEY is',
      ],
      [{ S3_BUCKET: 'b1', S3_ACCESS_KEY_ID: 'id' }, 'Configuration error: S3_SECRET_ACCESS_KEY must be set when S3_ACCESS_KEY_ID is'],
      [{ S3_BUCKET: 'b1', S3_SECRET_ACCESS_KEY: 'secret' }, 'Configuration error: S3_ACCESS_KEY_ID must be set when S3_SECRET_ACCESS_KEY is'],
      [{ PHRASE_API_URL: 'llm:8000', PHRASE_MODEL: 'm' }, 'Configuration error: PHRASE_API_URL must be an http:// or https:// URL (got "llm:8000")'],
      [{ PHRASE_API_URL: 'http://llm:8000/v1' }, 'Configuration error: PHRASE_MODEL must be set when PHRASE_API_URL is'],
      [
        { PHRASE_API_KEY: 'key', PHRASE_MODEL: 'm' },
        'Configuration error: PHRASE_API_URL must be set when PHRASE_API_KEY is; PHRASE_API_URL must be set when PHRASE_MODEL is',
      ],
      [{ SPEECH_ESPEAK: 'no' }, 'Configuration error: SPEECH_ESPEAK must be on or off (got "no")'],
      [{ SPEECH_CACHE_MB: '0' }, 'Configuration error: SPEECH_CACHE_MB must be a whole number of megabytes, 1 or more (got "0")'],
      [
        { SPEECH_API_URL: 'tts:8880', SPEECH_MODEL: 'm', SPEECH_VOICES: 'en=a' },
        'Configuration error: SPEECH_API_URL must be an http:// or https:// URL (got "tts:8880")',
      ],
      [
        { SPEECH_API_URL: 'http://tts:8880/v1' },
        'Configuration error: SPEECH_MODEL must be set when SPEECH_API_URL is; SPEECH_VOICES must be set when SPEECH_API_URL is',
      ],
      [
        { SPEECH_API_URL: 'http://tts:8880/v1', SPEECH_MODEL: 'm', SPEECH_VOICES: 'english:alloy' },
        'Configuration error: SPEECH_VOICES must list voices per language such as en-US=alloy,nova;es-ES=nova (got "english:alloy")',
      ],
      [
        { SPEECH_API_URL: 'http://tts:8880/v1', SPEECH_MODEL: 'm', SPEECH_VOICES: ' ; ' },
        'Configuration error: SPEECH_VOICES must name at least one voice, such as en-US=alloy',
      ],
      [{ SPEECH_VOICES: 'en-US=alloy' }, 'Configuration error: SPEECH_API_URL must be set when SPEECH_VOICES is'],
      [{ REDIS_URL: 'http://cache' }, 'Configuration error: REDIS_URL must be a redis:// or rediss:// URL (got "http://cache")'],
      [
        { REDIS_KEY_PREFIX: 'aac eu' },
        'Configuration error: REDIS_KEY_PREFIX must be 1 to 100 visible ASCII characters without spaces, such as tessera: (got "aac eu")',
      ],
      [
        { TRUST_PROXY: '10.0.0.0/8,lb.internal' },
        'Configuration error: TRUST_PROXY must be a comma-separated list of the proxies\' addresses or ranges, such as 10.0.0.0/8 or loopback (got "lb.internal")',
      ],
      [
        { TRUST_PROXY: 'true' },
        'Configuration error: TRUST_PROXY must be a comma-separated list of the proxies\' addresses or ranges, such as 10.0.0.0/8 or loopback (got "true")',
      ],
      [
        { TRUST_PROXY: '10.0.0.0/33' },
        'Configuration error: TRUST_PROXY must be a comma-separated list of the proxies\' addresses or ranges, such as 10.0.0.0/8 or loopback (got "10.0.0.0/33")',
      ],
      [{ LOG_LEVEL: 'loud' }, 'Configuration error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
      [{ WEB_DIST: dir }, `Configuration error: WEB_DIST must be a folder holding the built web app's index.html (got "${dir}")`],
    ];
    for (const [env, line] of cases) expect(errorLine(env)).toBe(line);
  });

  it('reports every bad variable at once, still on one line', () => {
    const line = errorLine({ PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(line).toBe(
      'Configuration error: PORT must be a whole number from 0 to 65535 (got "abc"); LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
    expect(line).not.toContain('\n');
  });

  it('refuses an unreachable DATABASE_URL when the app starts, without showing the password', async () => {
    const config = load({ DATABASE_URL: 'postgres://tessera:secret@127.0.0.1:1/tessera', LOG_LEVEL: 'silent' });
    const failure = buildApp(config);
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    const message = await failure.catch((error: Error) => error.message);
    expect(message).toMatch(
      /^Configuration error: DATABASE_URL cannot be reached: .*ECONNREFUSED.* \(got "postgres:\/\/tessera:\*\*\*@127\.0\.0\.1:1\/tessera"\)$/,
    );
    expect(message).not.toContain('secret');
    expect(message).not.toContain('\n');
  });

  const redisRefusal = async (url: string) => {
    const failure = buildApp(load({ REDIS_URL: url, LOG_LEVEL: 'silent' }));
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    return failure.catch((error: Error) => error.message);
  };

  it('refuses an unreachable REDIS_URL when the app starts, in one line without the password', async () => {
    expect(await redisRefusal('redis://:secret@127.0.0.1:1')).toBe(
      'Configuration error: REDIS_URL cannot be reached: connect ECONNREFUSED 127.0.0.1:1 (got "redis://:***@127.0.0.1:1")',
    );
  });

  if (testRedisUrl) {
    const badDatabase = new URL(testRedisUrl);
    badDatabase.pathname = '/999';
    it('refuses a REDIS_URL whose server answers but refuses it (a database number it does not have)', async () => {
      expect(await redisRefusal(badDatabase.toString())).toBe(
        `Configuration error: REDIS_URL cannot be reached: ERR DB index is out of range (got "${badDatabase.toString()}")`,
      );
    });
  }
});

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
