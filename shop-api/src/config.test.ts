import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
