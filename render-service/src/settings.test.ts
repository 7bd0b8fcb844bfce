import { describe, expect, it } from 'vitest';
import { readSettings } from './settings';

describe('readSettings', () => {
  it('has the documented defaults', () => {
    const settings = readSettings({});
    expect(settings).toMatchObject({
      port: 3020,
      public: true,
      workers: 2,
      pollMs: 10_000,
      deadlineMs: 2500,
      cacheMs: 10_000,
      site: { origin: 'http://localhost:3020' },
    });
    expect(settings.serverBuild).toMatch(/host-shell\/dist\/server\/index\.js$/);
    expect(settings.site.runtimeConfig).toEqual({
      file: expect.stringMatching(/host-shell\/public\/runtime-config\.json$/),
    });
  });

  it('reads --public=false, further sites and a configuration URL', () => {
    const settings = readSettings(
      {
        RUNTIME_CONFIG_URL: 'http://host:8080/runtime-config.json',
        RENDER_SITES: JSON.stringify({
          'deploy-host': { runtimeConfigFile: '/tmp/c.json', origin: 'http://localhost:3010' },
        }),
      },
      ['--public=false'],
    );
    expect(settings.public).toBe(false);
    expect(settings.site.runtimeConfig).toEqual({ url: 'http://host:8080/runtime-config.json' });
    expect(settings.sites['deploy-host']).toEqual({
      runtimeConfig: { file: '/tmp/c.json' },
      origin: 'http://localhost:3010',
    });
  });

  it('refuses values it would have to guess about', () => {
    expect(() => readSettings({ RENDER_WORKERS: '0' })).toThrow(/RENDER_WORKERS/);
    expect(() => readSettings({ RENDER_DEADLINE_MS: 'soon' })).toThrow(/RENDER_DEADLINE_MS/);
    expect(() => readSettings({ PUBLIC_ORIGIN: 'https://shop.example/path' })).toThrow(
      /PUBLIC_ORIGIN/,
    );
    expect(() => readSettings({ RENDER_SITES: '{"x":{}}' }, ['--public=false'])).toThrow(
      /RENDER_SITES.x/,
    );
    // A public server has no nginx to name a site: a client could pick one.
    expect(() =>
      readSettings({
        RENDER_SITES: '{"x":{"runtimeConfigFile":"/c.json","origin":"http://a.test"}}',
      }),
    ).toThrow(/RENDER_SITES/);
  });
});

describe('a wrong environment', () => {
  it('lists every problem at once, each naming its variable', () => {
    expect(() =>
      readSettings({ PORT: 'x', RENDER_WORKERS: '0', PUBLIC_ORIGIN: 'nowhere', RENDER_SITES: '{' }),
    ).toThrow(
      [
        '4 problems:',
        '- PORT must be an integer of at least 1 (got "x")',
        '- RENDER_SITES must be a JSON object of sites',
        '- RENDER_WORKERS must be an integer of at least 1 (got "0")',
        '- PUBLIC_ORIGIN must be an origin such as https://shop.example (got "nowhere")',
      ].join('\n'),
    );
  });
});
