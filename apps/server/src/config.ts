import { SOCIAL_LOGIN_PROVIDERS } from '@tessera/core';
import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError, redactUrl } from './config-error.ts';
import { loadOrCreateJwtSecret } from './jwt-secret.ts';

export { ConfigError } from './config-error.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The social logins this server knows (core's list, which the web app's login screen reads the answers with). */
export const OAUTH_PROVIDERS = SOCIAL_LOGIN_PROVIDERS;
export type OAuthProviderType = (typeof OAUTH_PROVIDERS)[number];

/** A social login provider the operator configured (both its client id and secret are set). */
export type OAuthProviderConfig = {
  type: OAuthProviderType;
  clientId: string;
  clientSecret: string;
  /** Replaces the provider's own issuer (its discovery document is read from there); null = the provider's own. */
  issuer: string | null;
};

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** An S3-compatible bucket for uploads (S3_BUCKET and the other S3_ variables). */
export type S3StorageConfig = {
  kind: 's3';
  bucket: string;
  region: string;
  /** Null = Amazon S3 itself; otherwise the address of another S3-compatible store. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** Null = the AWS SDK's own default credential chain (AWS_ variables, instance roles…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
};

/** Where uploads are kept: a folder (DATA_DIR/media by default) or an S3-compatible bucket. */
export type MediaStorageConfig = { kind: 'local'; dir: string } | S3StorageConfig;

/** PayPal's REST API, as the operator configured it (PAYPAL_ variables). */
export type PaypalConfig = { clientId: string; clientSecret: string; webhookId: string; apiUrl: string };

/** Mercado Pago's API, as the operator configured it (MERCADOPAGO_ variables). */
export type MercadoPagoConfig = { accessToken: string; publicKey: string; webhookSecret: string; apiUrl: string };

/**
 * Subscriptions: on only when a payment provider is configured (`enabled`); otherwise every feature is on for everyone
 * and the trial, grace and free countries mean nothing.
 */
export type SubscriptionsConfig = {
  enabled: boolean;
  paypal: PaypalConfig | null;
  mercadoPago: MercadoPagoConfig | null;
  /** Days of free trial counted from the account's creation (TRIAL_DAYS); 0 = no trial. */
  trialDays: number;
  /** Days premium stays on after a failed payment (GRACE_DAYS). */
  graceDays: number;
  /** Upper-case ISO 3166 codes whose users are always active (FREE_COUNTRIES). */
  freeCountries: string[];
};

/**
 * An OpenAI-compatible chat-completions API for phrase improvement (PHRASE_API_URL, PHRASE_API_KEY, PHRASE_MODEL):
 * OpenAI, Azure OpenAI, or a local llama.cpp, vLLM or Ollama server. Calls go to `${baseUrl}/chat/completions`.
 */
export type PhraseApiConfig = {
  /** The API's base URL as OpenAI's own clients take it, such as https://api.openai.com/v1; no trailing slash. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`; null = none (a local server that asks for no key). */
  apiKey: string | null;
  model: string;
};

/**
 * An OpenAI-compatible speech API (`POST {baseUrl}/audio/speech`, SPEECH_API_URL, SPEECH_API_KEY, SPEECH_MODEL): OpenAI,
 * Azure OpenAI, or a self-hosted Kokoro, Piper or LocalAI server; its voices per language from SPEECH_VOICES.
 */
export type SpeechApiConfig = {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** The provider's voice names offered for each language, in order: { 'en-US': ['alloy', 'nova'] }. */
  voices: Record<string, string[]>;
};

/** The server's voices (GET /api/voices, POST /api/speech). */
export type SpeechConfig = {
  /** eSpeak NG run on the server (SPEECH_ESPEAK, on unless set to off). */
  espeak: boolean;
  /** Null = no OpenAI-compatible speech API (SPEECH_API_URL unset). */
  api: SpeechApiConfig | null;
  /** How many bytes of said audio the server keeps for the next ask of the same (SPEECH_CACHE_MB). */
  cacheBytes: number;
};

/** Everything the server is configured with; built only from environment variables. */
export type Config = {
  port: number;
  host: string;
  /** Absolute path of the folder holding the SQLite database, media, the mail outbox and the generated JWT secret. */
  dataDir: string;
  database: DatabaseConfig;
  /** Address users reach the app at, without a trailing slash (used in links in mails). */
  publicUrl: string;
  /** Origins allowed to call the API from another site; empty means same origin only. */
  corsOrigins: string[];
  jwtSecret: string;
  /** How long a bearer token stays valid, in seconds. */
  tokenTtlSeconds: number;
  smtpUrl: string | null;
  /** The configured social login providers, in the order google, facebook, apple. */
  oauthProviders: OAuthProviderConfig[];
  mailFrom: string;
  /** Where reports of boards are mailed; null = they are only stored. */
  moderatorsEmail: string | null;
  redisUrl: string | null;
  /** Phrase improvement (POST /api/gpt/edit); null = not offered (PHRASE_API_URL unset). */
  phraseApi: PhraseApiConfig | null;
  speech: SpeechConfig;
  mediaStorage: MediaStorageConfig;
  /** How many bytes of uploads one account may keep (MEDIA_QUOTA_MB). */
  mediaQuotaBytes: number;
  /** How many bytes of boards one account may keep, their kept versions included (BOARD_QUOTA_MB). */
  boardQuotaBytes: number;
  /** Writes one account, and one client address, may make in a window (WRITE_LIMIT_PER_ACCOUNT, WRITE_LIMIT_PER_ADDRESS). */
  writeLimits: { perAccount: WriteLimit; perAddress: WriteLimit };
  /** Put before every key this server writes to Redis, so that several deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** Days usage-report events are kept (ANALYTICS_RETENTION_DAYS); older ones are deleted daily. */
  analyticsRetentionDays: number;
  /** Live-update streams (GET /api/events) this instance keeps open at most, all accounts together (EVENT_STREAMS_MAX). */
  eventStreamsMax: number;
  /**
   * The proxies (load balancers) whose X-Forwarded-For is believed: addresses, ranges, or loopback, linklocal,
   * uniquelocal; empty = none, the client is the connection's peer.
   */
  trustProxy: string[];
  logLevel: LogLevel;
  /** Folder of the built web app, or null when it has not been built (API only). */
  webDist: string | null;
  subscriptions: SubscriptionsConfig;
};

/** A number of writes (each request, plus one per board past the first of a batch and per 64 KB of JSON) in a window. */
export type WriteLimit = { points: number; windowSeconds: number };

export type Env = Record<string, string | undefined>;

/** Thrown inside a variable's parser; becomes one "<VARIABLE> <problem>" part of the error line. */
class Invalid extends Error {}
const invalid = (problem: string): never => {
  throw new Invalid(problem);
};

/** One environment variable: an empty value counts as unset, and a parser turns the text into its value. */
const variable = <T>(parse: (raw: string | undefined) => T) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = raw === undefined || raw.trim() === '' ? undefined : raw.trim();
      try {
        return parse(value);
      } catch (error) {
        if (!(error instanceof Invalid)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    });

const parseUrl = (raw: string, protocols: string[], what: string, shown = redactUrl(raw)): URL => {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // reported below with the same wording as a wrong protocol
  }
  if (!url || !protocols.includes(url.protocol)) invalid(`must be ${what} (got "${shown}")`);
  return url as URL;
};

const describeFsError = (error: unknown): string => {
  const code = (error as NodeJS.ErrnoException).code;
  const known: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'read-only file system',
    ENOTDIR: 'a part of the path is a file',
    EEXIST: 'it is a file',
    ENOSPC: 'no space left on the device',
    ENOENT: 'the folder cannot be created there',
  };
  return (code && known[code]) ?? (error as Error).message;
};

/**
 * mkdir -p, one level at a time: Node's own recursive mkdir never returns on some special file systems
 * (e.g. a path under /proc), which would hang start-up instead of naming the bad DATA_DIR.
 */
const makeFolders = (path: string): void => {
  if (existsSync(path)) return;
  const parent = dirname(path);
  if (parent !== path) makeFolders(parent);
  mkdirSync(path);
};

const writableFolder = (path: string): string => {
  try {
    makeFolders(path);
    if (!statSync(path).isDirectory()) invalid(`must be a folder the server can write to (got "${path}": it is a file)`);
    accessSync(path, constants.W_OK);
  } catch (error) {
    if (error instanceof Invalid) throw error;
    invalid(`must be a folder the server can write to (got "${path}": ${describeFsError(error)})`);
  }
  return path;
};

/** The built web app beside this server: apps/web/dist seen from apps/server/src or apps/server/dist. */
const defaultWebDist = (): string => fileURLToPath(new URL('../../web/dist', import.meta.url));

const DEFAULT_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

const MAIL_FROM_PATTERN = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

const optionalText = variable((raw) => raw);
const optionalIssuer = variable((raw) => raw && parseUrl(raw, ['http:', 'https:'], 'an http:// or https:// URL').toString().replace(/\/+$/, ''));

/** GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, OIDC_GOOGLE_ISSUER and the same for the other providers. */
const oauthVariables = () =>
  Object.fromEntries(
    OAUTH_PROVIDERS.flatMap((type) => {
      const name = type.toUpperCase();
      return [
        [`${name}_CLIENT_ID`, optionalText],
        [`${name}_CLIENT_SECRET`, optionalText],
        [`OIDC_${name}_ISSUER`, optionalIssuer],
      ];
    }),
  ) as Record<string, typeof optionalText | typeof optionalIssuer>;

/** Providers whose id and secret are both set; one without the other is a configuration problem. */
function oauthProvidersOf(vars: Record<string, unknown>): { providers: OAuthProviderConfig[]; problems: string[] } {
  const providers: OAuthProviderConfig[] = [];
  const problems: string[] = [];
  for (const type of OAUTH_PROVIDERS) {
    const name = type.toUpperCase();
    const clientId = vars[`${name}_CLIENT_ID`] as string | undefined;
    const clientSecret = vars[`${name}_CLIENT_SECRET`] as string | undefined;
    const issuer = (vars[`OIDC_${name}_ISSUER`] as string | undefined) ?? null;
    if (clientId && clientSecret) providers.push({ type, clientId, clientSecret, issuer });
    else if (clientId) problems.push(`${name}_CLIENT_SECRET must be set when ${name}_CLIENT_ID is`);
    else if (clientSecret) problems.push(`${name}_CLIENT_ID must be set when ${name}_CLIENT_SECRET is`);
  }
  return { providers, problems };
}

const PAYPAL_VARIABLES = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const;
const MERCADOPAGO_VARIABLES = ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_PUBLIC_KEY', 'MERCADOPAGO_WEBHOOK_SECRET'] as const;
const DEFAULT_PAYPAL_API_URL = 'https://api-m.paypal.com';
const DEFAULT_MERCADOPAGO_API_URL = 'https://api.mercadopago.com';
const DEFAULT_TRIAL_DAYS = 15;
const DEFAULT_GRACE_DAYS = 7;

/** The variables of one provider that are missing while another of its set is there ("X must be set when Y is"). */
function missingOf(vars: Record<string, unknown>, names: readonly string[]): string[] {
  const set = names.find((name) => vars[name] !== undefined);
  return set ? names.filter((name) => vars[name] === undefined).map((name) => `${name} must be set when ${set} is`) : [];
}

/** A provider is configured when all of its keys are set (a webhook secret included: unverifiable webhooks are refused). */
function subscriptionsOf(vars: Record<string, unknown>): { subscriptions: SubscriptionsConfig; problems: string[] } {
  const get = (name: string) => vars[name] as string;
  const problems = [...missingOf(vars, PAYPAL_VARIABLES), ...missingOf(vars, MERCADOPAGO_VARIABLES)];
  const paypal: PaypalConfig | null = PAYPAL_VARIABLES.every((name) => vars[name] !== undefined)
    ? { clientId: get('PAYPAL_CLIENT_ID'), clientSecret: get('PAYPAL_CLIENT_SECRET'), webhookId: get('PAYPAL_WEBHOOK_ID'), apiUrl: get('PAYPAL_API_URL') }
    : null;
  const mercadoPago: MercadoPagoConfig | null = MERCADOPAGO_VARIABLES.every((name) => vars[name] !== undefined)
    ? {
        accessToken: get('MERCADOPAGO_ACCESS_TOKEN'),
        publicKey: get('MERCADOPAGO_PUBLIC_KEY'),
        webhookSecret: get('MERCADOPAGO_WEBHOOK_SECRET'),
        apiUrl: get('MERCADOPAGO_API_URL'),
      }
    : null;
  const subscriptions: SubscriptionsConfig = {
    enabled: paypal !== null || mercadoPago !== null,
    paypal,
    mercadoPago,
    trialDays: vars.TRIAL_DAYS as number,
    graceDays: vars.GRACE_DAYS as number,
    freeCountries: vars.FREE_COUNTRIES as string[],
  };
  return { subscriptions, problems };
}

/** A whole number of days, 0 or more. */
const days = (fallback: number) =>
  variable((raw) => {
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    return Number.isSafeInteger(value) && value <= 36_500 ? value : invalid(`must be a whole number of days, 0 or more (got "${raw}")`);
  });

const apiUrl = (fallback: string) =>
  variable((raw) => (raw ? parseUrl(raw, ['http:', 'https:'], 'an http:// or https:// URL').toString().replace(/\/+$/, '') : fallback));

const S3_OPTIONAL_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;
const DEFAULT_S3_REGION = 'us-east-1';

/** The bucket when S3_BUCKET is set, else the folder; S3_ variables without a bucket, or a key without its secret, are problems. */
function mediaStorageOf(vars: Record<string, unknown>, dataDir: string): { storage: MediaStorageConfig; problems: string[] } {
  const get = (name: string) => vars[name] as string | undefined;
  const bucket = get('S3_BUCKET');
  if (!bucket) {
    const stray = S3_OPTIONAL_VARIABLES.filter((name) => vars[name] !== undefined);
    return { storage: { kind: 'local', dir: join(dataDir, 'media') }, problems: stray.map((name) => `S3_BUCKET must be set when ${name} is`) };
  }
  const [accessKeyId, secretAccessKey] = [get('S3_ACCESS_KEY_ID'), get('S3_SECRET_ACCESS_KEY')];
  const problems: string[] = [];
  if (accessKeyId && !secretAccessKey) problems.push('S3_SECRET_ACCESS_KEY must be set when S3_ACCESS_KEY_ID is');
  if (secretAccessKey && !accessKeyId) problems.push('S3_ACCESS_KEY_ID must be set when S3_SECRET_ACCESS_KEY is');
  const storage: S3StorageConfig = {
    kind: 's3',
    bucket,
    region: get('S3_REGION') ?? DEFAULT_S3_REGION,
    endpoint: get('S3_ENDPOINT') ?? null,
    forcePathStyle: (vars.S3_FORCE_PATH_STYLE as boolean | undefined) ?? false,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  };
  return { storage, problems };
}

/**
 * An outside API's variables: its URL (`url`) and the `others`, of which `required` must be set with it; any of the
 * others without the URL is a problem too. Answers the URL when it is set, and the problems.
 */
function apiVariables(vars: Record<string, unknown>, url: string, others: readonly string[], required: readonly string[]) {
  const baseUrl = vars[url] as string | undefined;
  if (!baseUrl) return { baseUrl: null, problems: others.filter((name) => vars[name] !== undefined).map((name) => `${url} must be set when ${name} is`) };
  return { baseUrl, problems: required.filter((name) => !vars[name]).map((name) => `${name} must be set when ${url} is`) };
}

/** The phrase API when PHRASE_API_URL is set (with its model), else null; a key or model without the URL is a problem. */
function phraseApiOf(vars: Record<string, unknown>): { phraseApi: PhraseApiConfig | null; problems: string[] } {
  const { baseUrl, problems } = apiVariables(vars, 'PHRASE_API_URL', ['PHRASE_API_KEY', 'PHRASE_MODEL'], ['PHRASE_MODEL']);
  if (!baseUrl || problems.length > 0) return { phraseApi: null, problems };
  return { phraseApi: { baseUrl, apiKey: (vars.PHRASE_API_KEY as string | undefined) ?? null, model: vars.PHRASE_MODEL as string }, problems };
}

/** The speech API when SPEECH_API_URL is set (with its model and voices), else null; its other variables without it are problems. */
function speechApiOf(vars: Record<string, unknown>): { api: SpeechApiConfig | null; problems: string[] } {
  const { baseUrl, problems } = apiVariables(vars, 'SPEECH_API_URL', ['SPEECH_API_KEY', 'SPEECH_MODEL', 'SPEECH_VOICES'], ['SPEECH_MODEL', 'SPEECH_VOICES']);
  if (!baseUrl || problems.length > 0) return { api: null, problems };
  const voices = vars.SPEECH_VOICES as Record<string, string[]>;
  return { api: { baseUrl, apiKey: (vars.SPEECH_API_KEY as string | undefined) ?? null, model: vars.SPEECH_MODEL as string, voices }, problems };
}

/**
 * SPEECH_VOICES: "en-US=alloy,nova;es-ES=nova;de-DE=onyx": for each language (a BCP 47 tag) the provider's voice
 * names offered for it, in order.
 */
const speechVoices = variable((raw) => {
  if (raw === undefined) return undefined;
  const voices: Record<string, string[]> = {};
  for (const entry of raw
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [lang = '', names = '', ...rest] = entry.split('=').map((part) => part.trim());
    const list = names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang) || list.length === 0 || rest.length > 0 || list.some((name) => /[\s:]/.test(name)))
      invalid(`must list voices per language such as en-US=alloy,nova;es-ES=nova (got "${entry}")`);
    voices[lang] = [...new Set([...(voices[lang] ?? []), ...list])];
  }
  return Object.keys(voices).length > 0 ? voices : invalid('must name at least one voice, such as en-US=alloy');
});

/** Names proxy-addr (Fastify's trustProxy) takes for whole families of addresses. */
const ADDRESS_FAMILIES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, or an address range such as 10.0.0.0/8 or fd00::/8. */
const isAddressOrRange = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

const DEFAULT_MEDIA_QUOTA_MB = 200;
/** A short word in WAV is about 30 KB, a sentence from an API as MP3 about as much: some two thousand clips. */
const DEFAULT_SPEECH_CACHE_MB = 64;
/** Each open stream holds a socket and a little memory; past this an instance answers 503 and the device pulls instead. */
const DEFAULT_EVENT_STREAMS_MAX = 2000;
const DEFAULT_BOARD_QUOTA_MB = 100;
/** Over a year, so that a year's progress can be compared with the same weeks of the year before. */
const DEFAULT_ANALYTICS_RETENTION_DAYS = 400;
const MAX_ANALYTICS_RETENTION_DAYS = 100 * 366;
/**
 * Sized from bench/: a device's first sync of 1,000 boards is 1,000 writes (one POST each, or 20 batches of 50 plus
 * the boards whose links then point at server ids, about 2,000), and bench/sync-merge-1000 writes 3,000 for one account
 * in about a minute and three such accounts from one address in three: room of three times and more.
 */
const DEFAULT_WRITE_LIMIT_PER_ACCOUNT: WriteLimit = { points: 10_000, windowSeconds: 10 * 60 };
const DEFAULT_WRITE_LIMIT_PER_ADDRESS: WriteLimit = { points: 30_000, windowSeconds: 10 * 60 };

/** "10000/10m": a whole number of writes, 1 or more, per a duration as TOKEN_TTL takes it. */
const writeLimit = (fallback: WriteLimit) =>
  variable((raw) => {
    if (raw === undefined) return fallback;
    const match = /^(\d+)\s*\/\s*(\d+)\s*([smhd]?)$/i.exec(raw);
    const points = match ? Number(match[1]) : NaN;
    const windowSeconds = match ? Number(match[2]) * (DURATION_UNITS[(match[3] || 's').toLowerCase()] ?? NaN) : NaN;
    return Number.isSafeInteger(points) && points >= 1 && Number.isSafeInteger(windowSeconds) && windowSeconds >= 1
      ? { points, windowSeconds }
      : invalid(`must be a number of writes per a duration, such as 10000/10m or 600/1h (got "${raw}")`);
  });
const MB = 1024 * 1024;

/** A whole number of megabytes, 1 or more, `fallback` when unset. */
const megabytes = (fallback: number) =>
  variable((raw) => {
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    return value >= 1 && Number.isSafeInteger(value * MB) ? value : invalid(`must be a whole number of megabytes, 1 or more (got "${raw}")`);
  });

const envSchema = (cwd: string) =>
  z.object({
    PORT: variable((raw) => {
      if (raw === undefined) return 8080;
      const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
      return Number.isInteger(port) && port <= 65535 ? port : invalid(`must be a whole number from 0 to 65535 (got "${raw}")`);
    }),
    HOST: variable((raw) => raw ?? '0.0.0.0'),
    DATA_DIR: variable((raw) => writableFolder(resolve(cwd, raw ?? './data'))),
    DATABASE_URL: variable((raw) => raw && parseUrl(raw, ['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL').toString()),
    PUBLIC_URL: variable((raw) => raw && parseUrl(raw, ['http:', 'https:'], 'an http:// or https:// URL').toString().replace(/\/+$/, '')),
    CORS_ORIGIN: variable((raw) =>
      (raw ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => {
          const url = parseUrl(origin, ['http:', 'https:'], 'a comma-separated list of origins such as https://app.example.org', origin);
          if (url.pathname !== '/' || url.search || url.username) invalid(`must list origins only, without a path (got "${origin}")`);
          return url.origin;
        }),
    ),
    JWT_SECRET: variable((raw) => {
      if (raw !== undefined && raw.length < 32) invalid(`must be at least 32 characters long (got ${raw.length})`);
      return raw;
    }),
    TOKEN_TTL: variable((raw) => {
      if (raw === undefined) return DEFAULT_TOKEN_TTL_SECONDS;
      const match = /^(\d+)\s*([smhd]?)$/i.exec(raw);
      const seconds = match ? Number(match[1]) * (DURATION_UNITS[(match[2] || 's').toLowerCase()] ?? NaN) : NaN;
      return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : invalid(`must be a duration such as 30d, 12h, 45m or 3600 (seconds) (got "${raw}")`);
    }),
    SMTP_URL: variable((raw) => raw && parseUrl(raw, ['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL').toString()),
    MAIL_FROM: variable((raw) => {
      if (raw !== undefined && !MAIL_FROM_PATTERN.test(raw)) invalid(`must be an address such as "Tessera <noreply@example.org>" (got "${raw}")`);
      return raw;
    }),
    ...oauthVariables(),
    MODERATORS_EMAIL: variable((raw) => {
      if (raw !== undefined && !/^[^\s@<>,]+@[^\s@<>,]+$/.test(raw)) invalid(`must be one email address such as moderators@example.org (got "${raw}")`);
      return raw ?? null;
    }),
    REDIS_URL: variable((raw) => raw && parseUrl(raw, ['redis:', 'rediss:'], 'a redis:// or rediss:// URL').toString()),
    MEDIA_QUOTA_MB: megabytes(DEFAULT_MEDIA_QUOTA_MB),
    BOARD_QUOTA_MB: megabytes(DEFAULT_BOARD_QUOTA_MB),
    WRITE_LIMIT_PER_ACCOUNT: writeLimit(DEFAULT_WRITE_LIMIT_PER_ACCOUNT),
    WRITE_LIMIT_PER_ADDRESS: writeLimit(DEFAULT_WRITE_LIMIT_PER_ADDRESS),
    S3_BUCKET: variable((raw) => {
      if (raw !== undefined && !/^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/.test(raw)) invalid(`must be a bucket name such as tessera-media (got "${raw}")`);
      return raw;
    }),
    S3_ENDPOINT: variable((raw) => raw && parseUrl(raw, ['http:', 'https:'], 'an http:// or https:// URL').toString().replace(/\/+$/, '')),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: variable((raw) => {
      if (raw === undefined) return undefined;
      const value = raw.toLowerCase();
      return value === 'true' || value === 'false' ? value === 'true' : invalid(`must be true or false (got "${raw}")`);
    }),
    PHRASE_API_URL: variable((raw) => raw && parseUrl(raw, ['http:', 'https:'], 'an http:// or https:// URL').toString().replace(/\/+$/, '')),
    PHRASE_API_KEY: optionalText,
    PHRASE_MODEL: optionalText,
    SPEECH_ESPEAK: variable((raw) => {
      const value = raw?.toLowerCase() ?? 'on';
      return value === 'on' || value === 'off' ? value === 'on' : invalid(`must be on or off (got "${raw}")`);
    }),
    SPEECH_API_URL: variable((raw) => raw && parseUrl(raw, ['http:', 'https:'], 'an http:// or https:// URL').toString().replace(/\/+$/, '')),
    SPEECH_API_KEY: optionalText,
    SPEECH_MODEL: optionalText,
    SPEECH_VOICES: speechVoices,
    SPEECH_CACHE_MB: megabytes(DEFAULT_SPEECH_CACHE_MB),
    REDIS_KEY_PREFIX: variable((raw) => {
      if (raw !== undefined && !/^[\x21-\x7e]{1,100}$/.test(raw))
        invalid(`must be 1 to 100 visible ASCII characters without spaces, such as tessera: (got "${raw}")`);
      return raw ?? 'tessera:';
    }),
    ANALYTICS_RETENTION_DAYS: variable((raw) => {
      if (raw === undefined) return DEFAULT_ANALYTICS_RETENTION_DAYS;
      const days = /^\d+$/.test(raw) ? Number(raw) : NaN;
      return days >= 1 && days <= MAX_ANALYTICS_RETENTION_DAYS
        ? days
        : invalid(`must be a whole number of days from 1 to ${MAX_ANALYTICS_RETENTION_DAYS} (got "${raw}")`);
    }),
    EVENT_STREAMS_MAX: variable((raw) => {
      if (raw === undefined) return DEFAULT_EVENT_STREAMS_MAX;
      const streams = /^\d+$/.test(raw) ? Number(raw) : NaN;
      return streams >= 1 && Number.isSafeInteger(streams) ? streams : invalid(`must be a whole number, 1 or more (got "${raw}")`);
    }),
    TRUST_PROXY: variable((raw) => {
      const entries = (raw ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const wrong = entries.find((entry) => !ADDRESS_FAMILIES.includes(entry) && !isAddressOrRange(entry));
      if (wrong !== undefined) invalid(`must be a comma-separated list of the proxies' addresses or ranges, such as 10.0.0.0/8 or loopback (got "${wrong}")`);
      return entries;
    }),
    LOG_LEVEL: variable((raw) => {
      const level = raw?.toLowerCase() ?? 'info';
      return (LOG_LEVELS as readonly string[]).includes(level) ? (level as LogLevel) : invalid(`must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
    }),
    PAYPAL_CLIENT_ID: optionalText,
    PAYPAL_CLIENT_SECRET: optionalText,
    PAYPAL_WEBHOOK_ID: optionalText,
    PAYPAL_API_URL: apiUrl(DEFAULT_PAYPAL_API_URL),
    MERCADOPAGO_ACCESS_TOKEN: optionalText,
    MERCADOPAGO_PUBLIC_KEY: optionalText,
    MERCADOPAGO_WEBHOOK_SECRET: optionalText,
    MERCADOPAGO_API_URL: apiUrl(DEFAULT_MERCADOPAGO_API_URL),
    TRIAL_DAYS: days(DEFAULT_TRIAL_DAYS),
    GRACE_DAYS: days(DEFAULT_GRACE_DAYS),
    FREE_COUNTRIES: variable((raw) => {
      const codes = (raw ?? '')
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean);
      const wrong = codes.find((code) => !/^[A-Za-z]{2}$/.test(code));
      if (wrong !== undefined) invalid(`must be a comma-separated list of two-letter country codes, such as AR,UY (got "${wrong}")`);
      return [...new Set(codes.map((code) => code.toUpperCase()))];
    }),
    WEB_DIST: variable((raw) => {
      if (raw === undefined) {
        const path = defaultWebDist();
        return existsSync(join(path, 'index.html')) ? path : null;
      }
      const path = resolve(cwd, raw);
      return existsSync(join(path, 'index.html')) ? path : invalid(`must be a folder holding the built web app's index.html (got "${path}")`);
    }),
  });

/**
 * Reads and checks the configuration. Throws a ConfigError naming every bad variable.
 * Side effects: creates DATA_DIR, and creates DATA_DIR/jwt-secret when JWT_SECRET is unset.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const parsed = envSchema(cwd).safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`));
  }
  const vars = parsed.data;
  const oauth = oauthProvidersOf(vars);
  const media = mediaStorageOf(vars, vars.DATA_DIR);
  const subscriptions = subscriptionsOf(vars);
  const phrase = phraseApiOf(vars);
  const speechApi = speechApiOf(vars);
  const problems = [...oauth.problems, ...media.problems, ...subscriptions.problems, ...phrase.problems, ...speechApi.problems];
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = vars.PUBLIC_URL || `http://localhost:${vars.PORT}`;
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: vars.DATA_DIR,
    database: vars.DATABASE_URL ? { kind: 'postgres', url: vars.DATABASE_URL } : { kind: 'sqlite', file: join(vars.DATA_DIR, 'tessera.db') },
    publicUrl,
    corsOrigins: vars.CORS_ORIGIN,
    jwtSecret: vars.JWT_SECRET ?? loadOrCreateJwtSecret(vars.DATA_DIR),
    tokenTtlSeconds: vars.TOKEN_TTL,
    smtpUrl: vars.SMTP_URL || null,
    oauthProviders: oauth.providers,
    mailFrom: vars.MAIL_FROM ?? `Tessera <noreply@${new URL(publicUrl).hostname}>`,
    moderatorsEmail: vars.MODERATORS_EMAIL,
    redisUrl: vars.REDIS_URL || null,
    phraseApi: phrase.phraseApi,
    speech: { espeak: vars.SPEECH_ESPEAK, api: speechApi.api, cacheBytes: vars.SPEECH_CACHE_MB * MB },
    mediaStorage: media.storage,
    mediaQuotaBytes: vars.MEDIA_QUOTA_MB * MB,
    boardQuotaBytes: vars.BOARD_QUOTA_MB * MB,
    writeLimits: { perAccount: vars.WRITE_LIMIT_PER_ACCOUNT, perAddress: vars.WRITE_LIMIT_PER_ADDRESS },
    redisKeyPrefix: vars.REDIS_KEY_PREFIX,
    analyticsRetentionDays: vars.ANALYTICS_RETENTION_DAYS,
    eventStreamsMax: vars.EVENT_STREAMS_MAX,
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL,
    webDist: vars.WEB_DIST,
    subscriptions: subscriptions.subscriptions,
  };
}
