import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, REMOTE_NAMES, REMOTES } from '@shop/shared-contracts/remotes/remote-manifest';
import addFormats from 'ajv-formats';
import envSchema from 'env-schema';
import { type ConfigEnv, ConfigSchema } from './config-schema';
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
  /** `memory`: an index per instance kept current by notifications; `sql`: PostgreSQL's statements. */
  searchIndex: 'memory' | 'sql';
  /** Where mail goes (`smtp://user:pass@host:port`); null sends none and logs that it did not. */
  smtpUrl: string | null;
  /** The sender of every shop mail. */
  mailFrom: string;
  /** The shop's address in the browser, for the links in mails (reset, verification, orders). */
  publicShopUrl: string;
  /** The shop's name, which signs every mail (`SHOP_NAME`). */
  shopName: string;
  /** Password-reset requests one client address may make per window (then 429). */
  resetMaxPerIp: number;
  /** New visitor carts one client address may start per login window (then 429). */
  visitorCartsMaxPerIp: number;
  /**
   * The shop's cookies carry `Secure` (`COOKIE_SECURE`; on in production). Their names follow:
   * `__Host-shop-session` and `__Host-shop-visitor` when secure, which browsers accept only over
   * HTTPS, else `shop-session` and `shop-visitor` for plain http on localhost.
   */
  cookies: { secure: boolean; session: string; visitor: string };
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

/** Why the server refuses to start: one line per variable that is wrong, all of them at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? problems[0]
        : `${problems.length} problems:\n- ${problems.join('\n- ')}`,
    );
    this.name = 'ConfigError';
  }
}

type Variable = keyof ConfigEnv;
/** Keeps the first problem of each variable (a malformed value is not also reported missing). */
type Report = (name: Variable, message: string) => void;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems = new Map<Variable, string>();
  const report: Report = (name, message) => {
    if (!problems.has(name)) problems.set(name, message);
  };
  const config = deriveConfig(readEnvironment(env, report), report);
  if (problems.size > 0) throw new ConfigError([...problems.values()]);
  return config;
}

interface Property {
  type?: string;
  minimum?: number;
  maximum?: number;
  enum?: string[];
  must?: string;
  writeOnly?: boolean;
}
const properties = ConfigSchema.properties as Record<Variable, Property>;

// One Ajv, made once: env-schema would build and compile a new one on every call (30 ms).
type Ajv = Parameters<typeof addFormats>[0];
let sharedAjv: Ajv | undefined;
const ajv = () =>
  sharedAjv ?? {
    customOptions(fresh: Ajv) {
      addFormats(fresh);
      fresh.addKeyword('must');
      sharedAjv = fresh;
      return fresh;
    },
  };

/**
 * The schema's variables, typed and defaulted. An empty value counts as unset; an invalid one is
 * reported and replaced by its default, so that the rules after it still run and every problem
 * is listed at once.
 */
function readEnvironment(env: NodeJS.ProcessEnv, report: Report): ConfigEnv {
  const data: Record<string, string> = {};
  for (const name of Object.keys(properties)) {
    const raw = env[name];
    if (raw !== undefined && raw !== '') data[name] = raw;
  }
  const read = () => envSchema<ConfigEnv>({ schema: ConfigSchema, data, env: false, ajv: ajv() });
  try {
    return read();
  } catch (error) {
    const errors = (error as { errors?: { instancePath: string }[] }).errors;
    if (!errors) throw error;
    for (const { instancePath } of errors) {
      const name = instancePath.slice(1) as Variable;
      report(name, invalidValue(name, data[name]));
      delete data[name];
    }
    return read();
  }
}

/** The message for a value the schema refused, from the schema's own bounds or words. */
function invalidValue(name: Variable, raw: string | undefined): string {
  const { type, minimum, maximum, must, writeOnly, enum: values } = properties[name];
  const rule =
    must ??
    (type === 'integer'
      ? `be an integer from ${minimum} to ${maximum}`
      : values
        ? `be one of ${values.join(', ')}`
        : 'be valid');
  return `${name} must ${rule}${writeOnly ? '' : `, got "${raw}"`}`;
}

/** Checks an http(s) URL and drops its trailing slashes. */
function httpUrl(name: Variable, raw: string, report: Report): string {
  try {
    const { protocol } = new URL(raw);
    if (protocol === 'http:' || protocol === 'https:') return raw.replace(/\/+$/, '');
  } catch {}
  report(name, `${name} must list http(s) URLs, got "${raw}"`);
  return raw;
}

function deriveConfig(env: ConfigEnv, report: Report): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? join(packageDir, '.data', 'pglite'));
  const databaseUrl = env.DATABASE_URL ?? null;
  if (production) requireProductionSecrets(env, report);
  if (production && env.SMTP_URL && !env.PUBLIC_SHOP_URL) {
    // The links in mails need the shop's real origin.
    report('PUBLIC_SHOP_URL', 'PUBLIC_SHOP_URL must be set when SMTP_URL is set in production');
  }
  if (production && env.SMTP_URL && !env.SHOP_NAME) {
    // Shoppers must not get mails signed by the development placeholder.
    report('SHOP_NAME', 'SHOP_NAME must be set when SMTP_URL is set in production');
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    // Files live beside the database directory, never inside PGlite's own folder.
    storageDir: `${dataDir}-files/storage`,
    privateDir: `${dataDir}-files/private`,
    databaseUrl,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
          .map((origin) => httpUrl('CORS_ORIGINS', origin, report))
      : // Production names its shop's origins; a browser on a developer's port gets nothing.
        production
        ? []
        : defaultCorsOrigins,
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    loginMaxFailuresPerAccountAndIp: env.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
    loginMaxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    loginMaxFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
    loginWindowMinutes: env.LOGIN_WINDOW_MINUTES,
    registerMaxPerIp: env.REGISTER_MAX_PER_IP,
    logLevel: env.LOG_LEVEL,
    passwordHashLogN: env.PASSWORD_HASH_LOG_N,
    seedProducts: env.SEED_PRODUCTS,
    catalogCacheMs: env.CATALOG_CACHE_MS,
    searchExactCountLimit: env.SEARCH_EXACT_COUNT_LIMIT,
    searchIndex: env.SEARCH_INDEX,
    freeShippingThresholdCents: Math.round(Number(env.FREE_SHIPPING_THRESHOLD_EUR) * 100),
    // A business setting, not a secret: the default is the demo marketplace's rate.
    marketplaceCommissionPercent: env.MARKETPLACE_COMMISSION_PERCENT,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    publicShopUrl: (env.PUBLIC_SHOP_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    shopName: env.SHOP_NAME?.trim() || DEVELOPMENT_SHOP_NAME,
    resetMaxPerIp: env.RESET_MAX_PER_IP,
    visitorCartsMaxPerIp: env.VISITOR_CARTS_MAX_PER_IP,
    cookies: cookieNames(env.COOKIE_SECURE ? env.COOKIE_SECURE === '1' : production),
    trustProxy: trustProxyOf(env.TRUST_PROXY, production, report),
    metricsPort: env.METRICS_PORT,
    metricsHost: env.METRICS_HOST,
    apiDocs: env.API_DOCS ? env.API_DOCS === '1' : !production,
    production,
    seedDemo: env.SEED_DEMO === '1',
    // Replicas on one PostgreSQL leave it to the migrate step; PGlite has one process anyway.
    migrateOnStart: env.MIGRATE_ON_START
      ? env.MIGRATE_ON_START === '1'
      : !(production && databaseUrl),
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS ?? (production ? 5000 : 0),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    readyTimeoutMs: env.READY_TIMEOUT_MS,
    uploadsStore: env.UPLOADS_STORE,
    s3: env.UPLOADS_STORE === 's3' ? s3Settings(env, production, report) : null,
    uploadsSweepIntervalMinutes: env.UPLOADS_SWEEP_INTERVAL_MINUTES,
    uploadsOrphanAfterMinutes: env.UPLOADS_ORPHAN_AFTER_MINUTES,
  };
}

/** The `__Host-` prefix needs `Secure`, so a cookie without it takes the plain name. */
export function cookieNames(secure: boolean): Config['cookies'] {
  const prefix = secure ? '__Host-' : '';
  return { secure, session: `${prefix}shop-session`, visitor: `${prefix}shop-visitor` };
}

/** s3rver's own keys: accepted outside production only, so a developer's store starts as is. */
const DEVELOPMENT_S3_KEY = 'S3RVER';
/** Signs the mails of a development shop; production names its shop (`SHOP_NAME`). */
export const DEVELOPMENT_SHOP_NAME = 'Demo-Shop';

function s3Settings(env: ConfigEnv, production: boolean, report: Report): S3Settings {
  const development = production ? '' : DEVELOPMENT_S3_KEY;
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? development;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? development;
  if (!accessKeyId)
    report('S3_ACCESS_KEY_ID', 'UPLOADS_STORE=s3 needs S3_ACCESS_KEY_ID in production');
  if (!secretAccessKey)
    report('S3_SECRET_ACCESS_KEY', 'UPLOADS_STORE=s3 needs S3_SECRET_ACCESS_KEY in production');
  if (production && secretAccessKey === DEVELOPMENT_S3_KEY) {
    report(
      'S3_SECRET_ACCESS_KEY',
      'S3_SECRET_ACCESS_KEY must not be the development default in production',
    );
  }
  if (!env.S3_BUCKET) report('S3_BUCKET', 'UPLOADS_STORE=s3 needs S3_BUCKET');
  return {
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
  };
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

function trustProxyOf(
  raw: string | undefined,
  production: boolean,
  report: Report,
): boolean | string[] {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') {
    // Any client could then pick its own address and get around the per-IP limits.
    if (production) {
      report(
        'TRUST_PROXY',
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
  if (invalid) report('TRUST_PROXY', `TRUST_PROXY must list addresses or CIDRs, got "${invalid}"`);
  return entries;
}

const WEAK_DATABASE_PASSWORDS = new Set(['', 'shop', 'postgres']);

/** Production never runs on a default or missing password (the README's `shop` included). */
function requireProductionSecrets(env: ConfigEnv, report: Report): void {
  const database = parsedUrl(env.DATABASE_URL, 'DATABASE_URL', report);
  if (database) {
    const password =
      decodeURIComponent(database.password) ||
      database.searchParams.get('password') ||
      env.PGPASSWORD ||
      '';
    if (WEAK_DATABASE_PASSWORDS.has(password)) {
      report(
        'DATABASE_URL',
        'DATABASE_URL needs a password in production that is not empty, "shop" or "postgres"',
      );
    }
  }
  const smtp = parsedUrl(env.SMTP_URL, 'SMTP_URL', report);
  if (smtp?.username && !smtp.password) {
    report('SMTP_URL', 'SMTP_URL names a user without a password');
  }
}

/** A URL holding a secret: the message never repeats it. */
function parsedUrl(raw: string | undefined, name: Variable, report: Report): URL | null {
  if (!raw) return null;
  try {
    return new URL(raw);
  } catch {
    report(name, `${name} is not a valid URL`);
    return null;
  }
}
