import { describe, expect, it } from 'vitest';
import { recordRemoteVersion, remotesOutOfStep } from './loaded-remote-versions';
import { remoteVersionOf } from './remote-version';

const manifest = (files: string[], version = '1.0.0') => ({
  metaData: { buildInfo: { buildVersion: version } },
  exposes: [{ assets: { js: { sync: files, async: [] } } }],
});

describe('remote versions', () => {
  it('tell two deploys of one package version apart by their hashed file names', () => {
    const first = remoteVersionOf(manifest(['static/js/page.1a2b.js']));
    expect(remoteVersionOf(manifest(['static/js/page.1a2b.js']))).toBe(first);
    expect(remoteVersionOf(manifest(['static/js/page.9f9f.js']))).not.toBe(first);
    expect(first.startsWith('1.0.0+')).toBe(true);
  });

  it('name the remotes the browser loaded in another version than the server rendered', () => {
    recordRemoteVersion('catalog', manifest(['a.js']));
    recordRemoteVersion('product', manifest(['b.js']));
    const server = {
      catalog: remoteVersionOf(manifest(['a.js'])),
      product: remoteVersionOf(manifest(['c.js'])),
    };
    expect(remotesOutOfStep(server)).toEqual(['product']);
    expect(remotesOutOfStep({ auth: 'x' })).toEqual(['auth']);
  });
});
