import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('TRUST_PROXY', () => {
  it('takes addresses, CIDRs and named ranges', () => {
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12,fd00::/8, loopback' }).trustProxy,
    ).toEqual(['10.0.0.2', '172.16.0.0/12', 'fd00::/8', 'loopback']);
    expect(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
    ]);
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
  });

  it('refuses "true" in production and entries that are not addresses', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true is refused in production: list the proxies/,
    );
    for (const bad of ['proxy.local', '10.0.0.0/33', '10.0.0.1/8/1', 'fd00::/129', '*'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must list/);
  });
});

describe('metrics listener settings', () => {
  it('defaults to 127.0.0.1:9464, and 0 turns it off', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      metricsPort: 0,
      metricsHost: '0.0.0.0',
    });
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_HOST: 'a b' })).toThrow(/METRICS_HOST/);
  });
});
