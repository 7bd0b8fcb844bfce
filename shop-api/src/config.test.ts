import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { ConfigSchema } from './config-schema';

describe('loadConfig', () => {
  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.0.3' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.0.0.3',
    ]);
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: null,
      publicUrl: 'http://localhost:4000',
    });
    expect(config.corsOrigins).toEqual(
      expect.arrayContaining([
        'http://localhost:3000',
        'http://localhost:3005',
        'http://localhost:3006',
      ]),
    );
    expect(config.dataDir).toMatch(/shop-api[/\\]\.data[/\\]pglite$/);
  });

  it('reads and validates the environment', () => {
    const config = loadConfig({
      PORT: '4100',
      CORS_ORIGINS: 'https://shop.example, http://localhost:5000',
      PUBLIC_URL: 'https://api.example/',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    });
    expect(config).toMatchObject({
      port: 4100,
      publicUrl: 'https://api.example',
      corsOrigins: ['https://shop.example', 'http://localhost:5000'],
      loginMaxFailuresPerAccount: 3,
    });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ LOGIN_WINDOW_MINUTES: '0' })).toThrow(/LOGIN_WINDOW_MINUTES/);
  });

  it('reads the marketplace commission as a percent from 0 to 50, 10 by default', () => {
    expect(loadConfig({}).marketplaceCommissionPercent).toBe(10);
    expect(loadConfig({ MARKETPLACE_COMMISSION_PERCENT: '0' }).marketplaceCommissionPercent).toBe(
      0,
    );
    expect(loadConfig({ MARKETPLACE_COMMISSION_PERCENT: '50' }).marketplaceCommissionPercent).toBe(
      50,
    );
    for (const bad of ['51', '-1', '7.5', 'ten'])
      expect(() => loadConfig({ MARKETPLACE_COMMISSION_PERCENT: bad })).toThrow(
        /MARKETPLACE_COMMISSION_PERCENT/,
      );
  });
});

/** The problems a configuration is refused for, one per variable. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('each kind of rule names its variable', () => {
  it('refuses a value that is not an integer, or one out of bounds', () => {
    expect(problemsOf({ PORT: '80.5' })).toEqual([
      'PORT must be an integer from 0 to 65535, got "80.5"',
    ]);
    expect(problemsOf({ RESET_MAX_PER_IP: '0' })).toEqual([
      'RESET_MAX_PER_IP must be an integer from 1 to 100000, got "0"',
    ]);
    expect(problemsOf({ SHUTDOWN_TIMEOUT_MS: '600001' })).toEqual([
      'SHUTDOWN_TIMEOUT_MS must be an integer from 100 to 600000, got "600001"',
    ]);
  });

  it('refuses a value outside an enumeration, and an empty value means the default', () => {
    expect(problemsOf({ LOG_LEVEL: 'loud' })).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ]);
    expect(problemsOf({ SEED_DEMO: 'yes' })).toEqual(['SEED_DEMO must be one of 0, 1, got "yes"']);
    expect(loadConfig({ LOG_LEVEL: '', PORT: '' })).toMatchObject({ logLevel: 'info', port: 4000 });
  });

  it('refuses a malformed URL without repeating a secret one', () => {
    expect(problemsOf({ PUBLIC_SHOP_URL: 'shop.example' })).toEqual([
      'PUBLIC_SHOP_URL must be an http(s) URL, got "shop.example"',
    ]);
    expect(problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db' })).toEqual([
      'DATABASE_URL must start with postgres:// or postgresql://',
    ]);
  });

  it('refuses to start production with default or missing secrets', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://shop:shop@db/shop',
        UPLOADS_STORE: 's3',
        S3_BUCKET: 'shop-uploads',
      }),
    ).toEqual([
      'DATABASE_URL needs a password in production that is not empty, "shop" or "postgres"',
      'UPLOADS_STORE=s3 needs S3_ACCESS_KEY_ID in production',
      'UPLOADS_STORE=s3 needs S3_SECRET_ACCESS_KEY in production',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY=true is refused in production/),
    ]);
    // The same settings are fine outside production, where s3rver's keys stand in.
    expect(problemsOf({ UPLOADS_STORE: 's3', S3_BUCKET: 'shop-uploads' })).toEqual([]);
  });

  it('checks what a type cannot say: proxy addresses and cross-variable rules', () => {
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/8, 10.0.0.300' })).toEqual([
      'TRUST_PROXY must list addresses or CIDRs, got "10.0.0.300"',
    ]);
    expect(problemsOf({ UPLOADS_STORE: 's3' })).toEqual(['UPLOADS_STORE=s3 needs S3_BUCKET']);
    expect(problemsOf({ CORS_ORIGINS: 'https://shop.example, ftp://files' })).toEqual([
      'CORS_ORIGINS must list http(s) URLs, got "ftp://files"',
    ]);
  });

  it('lists every problem at once, one per variable, in one error', () => {
    const env = {
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      S3_BUCKET: 'Bad_Bucket',
      UPLOADS_STORE: 's3',
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:25',
      TRUST_PROXY: 'nowhere',
    };
    const problems = problemsOf(env);
    expect(problems.map((problem) => problem.match(/[A-Z][A-Z0-9_]{2,}/)?.[0])).toEqual([
      'PORT',
      'LOG_LEVEL',
      'S3_BUCKET',
      'PUBLIC_SHOP_URL',
      'SHOP_NAME',
      'TRUST_PROXY',
      'UPLOADS_STORE',
      'UPLOADS_STORE',
    ]);
    expect(() => loadConfig(env)).toThrow(/^8 problems:\n- PORT must be an integer/);
  });
});

describe('the reference page', () => {
  it('names every variable of the schema', () => {
    const page = readFileSync(
      new URL('../../docs/reference/api/configuration.md', import.meta.url),
      'utf8',
    );
    const missing = Object.keys(ConfigSchema.properties).filter(
      (name) => !page.includes(`\`${name}\``),
    );
    expect(missing).toEqual([]);
  });
});
