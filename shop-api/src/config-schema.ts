import { DEFAULT_FREE_SHIPPING_THRESHOLD_EUR } from '@shop/shared-contracts/api/shipping-rule';
import { type Static, Type } from 'typebox';

/**
 * Every environment variable the API reads, with its type, default and bounds, validated by
 * env-schema (Ajv). `must` is the rule in words for the error message when bounds do not say it;
 * `writeOnly` marks a secret, whose value no message repeats. Rules across variables, and values
 * derived from them, are in config.ts. docs/reference/api/configuration.md names each one.
 */
const int = (minimum: number, maximum: number, fallback?: number) =>
  fallback === undefined
    ? Type.Optional(Type.Integer({ minimum, maximum }))
    : Type.Integer({ minimum, maximum, default: fallback });
const flag = (fallback?: '0' | '1') =>
  fallback === undefined
    ? Type.Optional(Type.Enum(['0', '1']))
    : Type.Enum(['0', '1'], { default: fallback });
const httpUrl = { format: 'uri', pattern: '^https?://', must: 'be an http(s) URL' };
const hostName = { pattern: '^[\\w.:-]+$', must: 'be a host name or an IP address' };

export const ConfigSchema = Type.Object({
  NODE_ENV: Type.Optional(Type.String()),
  PORT: int(0, 65535, 4000),
  HOST: Type.String({ ...hostName, default: '127.0.0.1' }),
  DATA_DIR: Type.Optional(Type.String()),
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      must: 'start with postgres:// or postgresql://',
      writeOnly: true,
    }),
  ),
  PGPASSWORD: Type.Optional(Type.String({ writeOnly: true })),
  CORS_ORIGINS: Type.Optional(Type.String()),
  PUBLIC_URL: Type.String({ ...httpUrl, default: 'http://localhost:4000' }),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    default: 'info',
  }),

  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: int(1, 10_000, 10),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(1, 100_000, 50),
  LOGIN_MAX_FAILURES_PER_IP: int(1, 100_000, 100),
  LOGIN_WINDOW_MINUTES: int(1, 1440, 15),
  REGISTER_MAX_PER_IP: int(1, 100_000, 50),
  RESET_MAX_PER_IP: int(1, 100_000, 20),
  VISITOR_CARTS_MAX_PER_IP: int(1, 100_000, 30),
  COOKIE_SECURE: flag(),
  PASSWORD_HASH_LOG_N: int(17, 20, 17),

  SEED_DEMO: flag('0'),
  SEED_PRODUCTS: int(0, 1_000_000, 0),
  CATALOG_CACHE_MS: int(0, 1000, 1000),
  SEARCH_EXACT_COUNT_LIMIT: int(100, 10_000_000, 10_000),
  // Where the store search is answered: this instance's memory, or PostgreSQL's statements.
  SEARCH_INDEX: Type.Union([Type.Literal('memory'), Type.Literal('sql')], { default: 'memory' }),
  // A string, so that 1e3 or 10.999 are refused rather than read as a number.
  FREE_SHIPPING_THRESHOLD_EUR: Type.String({
    pattern: '^(\\d{1,6}(\\.\\d{1,2})?|1000000(\\.0{1,2})?)$',
    must: 'be a euro amount from 0 to 1000000 (e.g. 100 or 49.90)',
    default: String(DEFAULT_FREE_SHIPPING_THRESHOLD_EUR),
  }),
  MARKETPLACE_COMMISSION_PERCENT: int(0, 50, 10),

  SMTP_URL: Type.Optional(
    Type.String({
      pattern: '^smtps?://[^\\s]+$',
      must: 'start with smtp:// or smtps://',
      writeOnly: true,
    }),
  ),
  MAIL_FROM: Type.String({
    pattern: '^[^\\r\\n]{3,200}$',
    must: 'be one line of 3 to 200 characters',
    default: 'Shop <no-reply@shop.localhost>',
  }),
  PUBLIC_SHOP_URL: Type.Optional(Type.String(httpUrl)),
  SHOP_NAME: Type.Optional(
    Type.String({ pattern: '^[^\\r\\n]{1,60}$', must: 'be one line of 1 to 60 characters' }),
  ),

  TRUST_PROXY: Type.Optional(Type.String()),
  METRICS_PORT: int(0, 65535, 9464),
  METRICS_HOST: Type.String({ ...hostName, default: '127.0.0.1' }),
  API_DOCS: flag(),

  MIGRATE_ON_START: flag(),
  SHUTDOWN_DELAY_MS: int(0, 120_000),
  SHUTDOWN_TIMEOUT_MS: int(100, 600_000, 10_000),
  READY_TIMEOUT_MS: int(50, 60_000, 2000),

  UPLOADS_STORE: Type.Enum(['disk', 's3'], { default: 'disk' }),
  UPLOADS_SWEEP_INTERVAL_MINUTES: int(0, 10_080, 60),
  UPLOADS_ORPHAN_AFTER_MINUTES: int(5, 100_800, 60),
  S3_ENDPOINT: Type.Optional(Type.String(httpUrl)),
  S3_BUCKET: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$',
      must: 'be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
    }),
  ),
  S3_REGION: Type.String({
    pattern: '^[a-z0-9-]{2,40}$',
    must: 'be a region such as eu-central-1',
    default: 'us-east-1',
  }),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String()),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ writeOnly: true })),
  S3_FORCE_PATH_STYLE: flag('1'),
});

export type ConfigEnv = Static<typeof ConfigSchema>;
