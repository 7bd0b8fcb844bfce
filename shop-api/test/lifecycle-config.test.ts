import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const production = (env: NodeJS.ProcessEnv) => loadConfig({ NODE_ENV: 'production', ...env });

describe('life-cycle settings', () => {
  it('refuses a production database URL without a real password', () => {
    for (const url of [
      'postgres://shop@db:5432/shop',
      'postgres://shop:@db:5432/shop',
      'postgres://shop:shop@db:5432/shop',
      'postgresql://postgres:postgres@db/shop',
    ]) {
      expect(() => production({ DATABASE_URL: url }), url).toThrow(/DATABASE_URL needs a password/);
    }
    expect(() =>
      production({ DATABASE_URL: 'postgres://shop@db/shop', PGPASSWORD: 'shop' }),
    ).toThrow(/DATABASE_URL/);
    expect(production({ DATABASE_URL: 'postgres://shop:S3cret%21x@db/shop' }).databaseUrl).toBe(
      'postgres://shop:S3cret%21x@db/shop',
    );
    expect(
      production({ DATABASE_URL: 'postgres://shop@db/shop', PGPASSWORD: 'S3cret' }),
    ).toBeTruthy();
    // Development keeps working with the local defaults.
    expect(loadConfig({ DATABASE_URL: 'postgres://shop:shop@db/shop' }).production).toBe(false);
  });

  it('refuses a production mail server login without its password', () => {
    expect(() =>
      production({ SMTP_URL: 'smtp://mailer@mail:587', PUBLIC_SHOP_URL: 'https://shop.example' }),
    ).toThrow(/SMTP_URL/);
    expect(
      production({
        SMTP_URL: 'smtp://mail:1025',
        PUBLIC_SHOP_URL: 'https://shop.example',
        SHOP_NAME: 'Basar',
      }).smtpUrl,
    ).toBe('smtp://mail:1025');
  });

  it('seeds demo data only when asked, and leaves migrating PostgreSQL to the migrate step in production', () => {
    expect(loadConfig({}).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(production({}).migrateOnStart).toBe(true);
    expect(production({ DATABASE_URL: 'postgres://shop:S3cret@db/shop' }).migrateOnStart).toBe(
      false,
    );
    expect(
      production({ DATABASE_URL: 'postgres://shop:S3cret@db/shop', MIGRATE_ON_START: '1' })
        .migrateOnStart,
    ).toBe(true);
  });

  it('waits before closing in production only, unless told otherwise', () => {
    expect(loadConfig({}).shutdownDelayMs).toBe(0);
    expect(production({}).shutdownDelayMs).toBe(5000);
    expect(production({ SHUTDOWN_DELAY_MS: '0' }).shutdownDelayMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: '-1' })).toThrow(/SHUTDOWN_DELAY_MS/);
    expect(() => loadConfig({ READY_TIMEOUT_MS: '10' })).toThrow(/READY_TIMEOUT_MS/);
  });
});
