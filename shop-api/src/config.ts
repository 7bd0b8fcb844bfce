import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FREE_SHIPPING_THRESHOLD_EUR } from '@shop/shared-contracts/api/shipping-rule';
import { HOST, REMOTE_NAMES, REMOTES } from '@shop/shared-contracts/remotes/remote-manifest';
import type { S3Settings } from './uploads/s3-store';

/** Settings read once at boot from the environment; invalid values stop the server. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Public images (seed pictures, vendor logos), served under /storage/. */
  storageDir: string;
  /** Files that must never be served (identity documents). */
  privateDir: string;
  databaseUrl: string | null;
  corsOrigins: string[];
  publicUrl: string;
  /** Failed password checks per account from one IP in a window (slows one attacker). */
  loginMaxFailuresPerAccountAndIp: number;
  /** Failed password checks per account from all IPs (a higher cap, so the owner gets in). */
  loginMaxFailuresPerAccount: number;
  /** Failed password checks from one IP over all accounts. */
  loginMaxFailuresPerIp: number;
  loginWindowMinutes: number;
  /** Sign-ups from one IP per login window before 429 (each costs a password hash). */
  registerMaxPerIp: number;
  /** Pino level; one line per request at `info` (health and metrics at `debug`). */
  logLevel: string;
  /** scrypt cost as log2(N); at least the OWASP 17. */
  passwordHashLogN: number;
  /** Catalogue size to top the demo catalogue up to (load tests); 0 keeps the demo catalogue. */
  seedProducts: number;
  /** How long public catalogue answers are reused, in ms; at most a second, 0 turns it off. */
  catalogCacheMs: number;
  /** Result sets above this many products are counted from a sample (`SEARCH_EXACT_COUNT_LIMIT`). */
  searchExactCountLimit: number;
  /** Where mail goes (`smtp://user:pass@host:port`); null sends none and logs that it did not. */
  smtpUrl: string | null;
  /** The sender of every shop mail. */
  mailFrom: string;
  /** The shop's address in the browser, for the links in mails (reset, verification, orders). */
  publicShopUrl: string;
  /** Password-reset requests one client address may make per window (then 429). */
  resetMaxPerIp: number;
  /** Order value in cents from which standard shipping is free (`FREE_SHIPPING_THRESHOLD_EUR`). */
  freeShippingThresholdCents: number;
  /** The marketplace's commission on a vendor's sales less returns, in percent (0 to 50). */
  marketplaceCommissionPercent: number;
  // --- Observability and exposure (see docs/operations/observability.md) ---
  /**
   * Which proxies' `X-Forwarded-For` and `X-Forwarded-Proto` to believe (Fastify's `trustProxy`):
   * false (none, the default) or their addresses and CIDRs; `true` (any) outside production only.
   * Behind a proxy the per-IP sign-in limits otherwise count every shopper as one.
   */
  trustProxy: boolean | string[];
  /** Port of the separate Prometheus listener (`METRICS_PORT`, default 9464); 0 turns it off. */
  metricsPort: number;
  /** Address the metrics listener binds to (`METRICS_HOST`, default 127.0.0.1). */
  metricsHost: string;
  /** Serve the OpenAPI page at /docs (`API_DOCS=1`); on by default outside production. */
  apiDocs: boolean;

  // Life cycle: health, shutdown, migrations, demo data (docs/operations/api-lifecycle.md).
  /** NODE_ENV=production: secrets are required, and PostgreSQL is not migrated at start. */
  production: boolean;
  /** SEED_DEMO=1: demo catalogue, shoppers and orders go into an empty database. */
  seedDemo: boolean;
  /** Whether the server migrates at start (MIGRATE_ON_START); otherwise the migrate step does. */
  migrateOnStart: boolean;
  /** SIGTERM to closing the listener: readiness is 503 meanwhile, so balancers move away. */
  shutdownDelayMs: number;
  /** How long in-flight requests may take to finish after that before the process is killed. */
  shutdownTimeoutMs: number;
  /** Readiness fails when the database does not answer `SELECT 1` within this. */
  readyTimeoutMs: number;

  // Uploaded files (docs/operations/uploads.md).
  /** `disk` (storageDir and privateDir, the default) or `s3` (one bucket, for several instances). */
  uploadsStore: 'disk' | 's3';
  /** The S3-compatible store when `uploadsStore` is `s3`. */
  s3: S3Settings | null;
  /** Minutes between two sweeps of orphaned uploads in the API process; 0 leaves it to the CLI. */
  uploadsSweepIntervalMinutes: number;
  /** An upload not committed after this many minutes is an orphan the sweep deletes. */
  uploadsOrphanAfterMinutes: number;
}

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// The shop's own development ports (the host and every remote, each run alone or together).
const defaultCorsOrigins = [HOST.port, ...REMOTE_NAMES.map((name) => REMOTES[name].port)].flatMap(
  (port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
);

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** A euro amount with at most two decimals, as cents. */
function euroCents(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback * 100;
  if (!/^\d+(\.\d{1,2})?$/.test(raw) || Number(raw) > max) {
    throw new Error(
      `${name} must be a euro amount from 0 to ${max} (e.g. 100 or 49.90), got "${raw}"`,
    );
  }
  return Math.round(Number(raw) * 100);
}

function url(name: string, raw: string): string {
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
    return raw.replace(/\/+$/, '');
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || join(packageDir, '.data', 'pglite'));
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => url('CORS_ORIGINS', origin))
    : defaultCorsOrigins;
  const host = env.HOST || '127.0.0.1';
  if (!/^[\w.:-]+$/.test(host)) throw new Error(`HOST is not a valid host name: "${host}"`);
  return {
    port: integer(env, 'PORT', 4000, 0, 65535),
    host,
    dataDir,
    // Files live beside the database directory, never inside PGlite's own folder.
    storageDir: `${dataDir}-files/storage`,
    privateDir: `${dataDir}-files/private`,
    databaseUrl,
    corsOrigins,
    publicUrl: url('PUBLIC_URL', env.PUBLIC_URL || 'http://localhost:4000'),
    loginMaxFailuresPerAccountAndIp: integer(
      env,
      'LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP',
      10,
      1,
      10000,
    ),
    loginMaxFailuresPerAccount: integer(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 50, 1, 100000),
    loginMaxFailuresPerIp: integer(env, 'LOGIN_MAX_FAILURES_PER_IP', 100, 1, 100000),
    loginWindowMinutes: integer(env, 'LOGIN_WINDOW_MINUTES', 15, 1, 1440),
    registerMaxPerIp: integer(env, 'REGISTER_MAX_PER_IP', 50, 1, 100000),
    logLevel: env.LOG_LEVEL || 'info',
    passwordHashLogN: integer(env, 'PASSWORD_HASH_LOG_N', 17, 17, 20),
    seedProducts: integer(env, 'SEED_PRODUCTS', 0, 0, 1000000),
    catalogCacheMs: integer(env, 'CATALOG_CACHE_MS', 1000, 0, 1000),
    searchExactCountLimit: integer(env, 'SEARCH_EXACT_COUNT_LIMIT', 10000, 100, 10000000),
    freeShippingThresholdCents: euroCents(
      env,
      'FREE_SHIPPING_THRESHOLD_EUR',
      DEFAULT_FREE_SHIPPING_THRESHOLD_EUR,
      1000000,
    ),
    // A business setting, not a secret: the default is the demo marketplace's rate.
    marketplaceCommissionPercent: integer(env, 'MARKETPLACE_COMMISSION_PERCENT', 10, 0, 50),
    ...mailSettings(env),
    ...observabilitySettings(env),
    ...lifecycleSettings(env, databaseUrl),
    ...uploadSettings(env),
  };
}

/** s3rver's own keys: accepted outside production only, so a developer's store starts as is. */
const DEVELOPMENT_S3_KEY = 'S3RVER';

function uploadSettings(env: NodeJS.ProcessEnv) {
  const store = env.UPLOADS_STORE || 'disk';
  if (store !== 'disk' && store !== 's3') {
    throw new Error(`UPLOADS_STORE must be disk or s3, got "${store}"`);
  }
  const settings = {
    uploadsStore: store as 'disk' | 's3',
    s3: null as S3Settings | null,
    uploadsSweepIntervalMinutes: integer(env, 'UPLOADS_SWEEP_INTERVAL_MINUTES', 60, 0, 10080),
    uploadsOrphanAfterMinutes: integer(env, 'UPLOADS_ORPHAN_AFTER_MINUTES', 60, 5, 100800),
  };
  if (store === 'disk') return settings;
  const production = env.NODE_ENV === 'production';
  const accessKeyId = env.S3_ACCESS_KEY_ID || (production ? '' : DEVELOPMENT_S3_KEY);
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || (production ? '' : DEVELOPMENT_S3_KEY);
  if (!accessKeyId || !secretAccessKey) {
    throw new Error(
      'UPLOADS_STORE=s3 needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY in production',
    );
  }
  if (production && secretAccessKey === DEVELOPMENT_S3_KEY) {
    throw new Error('S3_SECRET_ACCESS_KEY must not be the development default in production');
  }
  const bucket = env.S3_BUCKET || '';
  // Bucket names: 3 to 63 lower-case letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(`UPLOADS_STORE=s3 needs S3_BUCKET, a valid bucket name, got "${bucket}"`);
  }
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region)) throw new Error(`S3_REGION is not valid: "${region}"`);
  const pathStyle = env.S3_FORCE_PATH_STYLE || '1';
  if (pathStyle !== '0' && pathStyle !== '1') {
    throw new Error(`S3_FORCE_PATH_STYLE must be 0 or 1, got "${pathStyle}"`);
  }
  settings.s3 = {
    endpoint: env.S3_ENDPOINT ? url('S3_ENDPOINT', env.S3_ENDPOINT) : null,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === '1',
  };
  return settings;
}

/** Proxy-addr's named ranges, or an IPv4 or IPv6 address with an optional prefix length. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function observabilitySettings(env: NodeJS.ProcessEnv) {
  const production = env.NODE_ENV === 'production';
  const metricsHost = env.METRICS_HOST || '127.0.0.1';
  if (!/^[\w.:-]+$/.test(metricsHost))
    throw new Error(`METRICS_HOST is not valid: "${metricsHost}"`);
  return {
    trustProxy: trustProxyOf(env.TRUST_PROXY, production),
    metricsPort: integer(env, 'METRICS_PORT', 9464, 0, 65535),
    metricsHost,
    apiDocs: env.API_DOCS ? env.API_DOCS === '1' : !production,
  };
}

function trustProxyOf(raw: string | undefined, production: boolean): boolean | string[] {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') {
    // Any client could then pick its own address and get around the per-IP limits.
    if (production) {
      throw new Error(
        "TRUST_PROXY=true is refused in production: list the proxies' addresses or CIDRs (e.g. TRUST_PROXY=10.0.0.0/8)",
      );
    }
    return true;
  }
  const entries = raw
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const invalid = entries.find((entry) => !isProxyEntry(entry));
  if (invalid) throw new Error(`TRUST_PROXY must list addresses or CIDRs, got "${invalid}"`);
  return entries;
}

const WEAK_DATABASE_PASSWORDS = new Set(['', 'shop', 'postgres']);

function lifecycleSettings(env: NodeJS.ProcessEnv, databaseUrl: string | null) {
  const production = env.NODE_ENV === 'production';
  if (production) requireProductionSecrets(env, databaseUrl);
  const flag = (name: string, fallback: boolean) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (raw !== '0' && raw !== '1') throw new Error(`${name} must be 0 or 1, got "${raw}"`);
    return raw === '1';
  };
  return {
    production,
    seedDemo: flag('SEED_DEMO', false),
    // Replicas on one PostgreSQL leave it to the migrate step; PGlite has one process anyway.
    migrateOnStart: flag('MIGRATE_ON_START', !(production && databaseUrl)),
    shutdownDelayMs: integer(env, 'SHUTDOWN_DELAY_MS', production ? 5000 : 0, 0, 120000),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10000, 100, 600000),
    readyTimeoutMs: integer(env, 'READY_TIMEOUT_MS', 2000, 50, 60000),
  };
}

/** Production never runs on a default or missing password (the README's `shop` included). */
function requireProductionSecrets(env: NodeJS.ProcessEnv, databaseUrl: string | null): void {
  if (databaseUrl) {
    const parsed = new URL(databaseUrl);
    const password =
      decodeURIComponent(parsed.password) ||
      parsed.searchParams.get('password') ||
      env.PGPASSWORD ||
      '';
    if (WEAK_DATABASE_PASSWORDS.has(password)) {
      throw new Error(
        'DATABASE_URL needs a password in production that is not empty, "shop" or "postgres"',
      );
    }
  }
  const smtp = env.SMTP_URL ? new URL(env.SMTP_URL) : null;
  if (smtp?.username && !smtp.password) {
    throw new Error('SMTP_URL names a user without a password');
  }
}

function mailSettings(env: NodeJS.ProcessEnv) {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  // No default for the server and its credentials; the links' origin must be set in production.
  if (env.NODE_ENV === 'production' && smtpUrl && !env.PUBLIC_SHOP_URL) {
    throw new Error('PUBLIC_SHOP_URL must be set when SMTP_URL is set in production');
  }
  const mailFrom = env.MAIL_FROM || 'Shop <no-reply@shop.localhost>';
  if (!/^[^\r\n]{3,200}$/.test(mailFrom)) throw new Error('MAIL_FROM must be one line');
  return {
    smtpUrl,
    mailFrom,
    publicShopUrl: url('PUBLIC_SHOP_URL', env.PUBLIC_SHOP_URL || 'http://localhost:3000'),
    resetMaxPerIp: integer(env, 'RESET_MAX_PER_IP', 20, 1, 100000),
  };
}
