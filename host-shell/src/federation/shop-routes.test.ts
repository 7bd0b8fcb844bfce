import { describe, expect, it } from 'vitest';
import { loadShopRoutes, remoteRouteOf } from './shop-routes';

const route = (path: string, module = './StorePage') => ({
  path,
  module,
  titleKey: 'pageTitle.store',
  session: 'none',
  indexed: true,
  pageUiAhead: true,
});
const manifest = (...routes: unknown[]) => ({ metaData: { shopRoutes: routes } });

describe('loadShopRoutes', () => {
  it("builds the table from every configured remote's manifest, any remote name", async () => {
    const manifests: Record<string, unknown> = {
      'https://catalog.example/mf-manifest.json': manifest(route('/store')),
      'https://lookbook.example/mf-manifest.json': manifest(route('/lookbook', './LookPage')),
    };
    const loaded = await loadShopRoutes(
      {
        catalog: 'https://catalog.example/mf-manifest.json',
        lookbook: 'https://lookbook.example/mf-manifest.json',
      },
      async (url) => manifests[url],
    );
    expect(loaded.unavailable).toEqual([]);
    expect(remoteRouteOf('/LOOKBOOK/', loaded.routes)).toMatchObject({
      remote: 'lookbook',
      module: './LookPage',
    });
    expect(remoteRouteOf('/store', loaded.routes)?.remote).toBe('catalog');
  });

  it('isolates a remote that does not answer, and leaves out malformed routes', async () => {
    const loaded = await loadShopRoutes(
      { catalog: 'https://c.example/m.json', auth: 'https://a.example/m.json' },
      async (url) => {
        if (url.startsWith('https://c.')) throw new Error('down');
        return manifest(route('/signin', './SignInPage'), { ...route('/x'), session: 'maybe' });
      },
    );
    expect(loaded.unavailable).toEqual(['catalog']);
    expect(loaded.routes.map(({ path }) => path)).toEqual(['/signin']);
  });

  it('reads a manifest without published routes as a remote with no pages', async () => {
    const loaded = await loadShopRoutes({ old: 'https://o.example/m.json' }, async () => ({}));
    expect(loaded).toEqual({ routes: [], unavailable: [] });
  });
});
