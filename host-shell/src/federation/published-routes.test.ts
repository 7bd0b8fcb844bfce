import { declaredRoutesOf } from '@shop/shared-contracts/remotes/declared-routes';
import { routesOf } from '@shop/shared-contracts/remotes/remote-manifest';
import { describe, expect, it } from 'vitest';
import { resolveShopRoutes } from './published-routes';

const manifestWith = (routes: unknown) => ({ metaData: { shopRoutes: routes } });
const giftCards = {
  path: '/gift-cards',
  module: './GiftCardsPage',
  titleKey: 'giftCards:pageTitle',
  private: true,
};

describe('resolveShopRoutes', () => {
  it('takes the routes each manifest publishes, a page it no longer publishes included', async () => {
    const manifests: Record<string, unknown> = {
      'c.json': manifestWith([{ path: '/store', module: './StorePage' }]),
      'g.json': manifestWith([giftCards, { path: 'no-slash', module: './X' }]),
    };
    const routes = await resolveShopRoutes(
      { catalog: 'c.json', giftCards: 'g.json' },
      async (url) => manifests[url],
    );
    expect(routes).toEqual([
      { path: '/store', module: './StorePage', remote: 'catalog' },
      { ...giftCards, remote: 'giftCards' },
    ]);
  });

  it("keeps the workspace's routes for its remote that publishes none or cannot be read", async () => {
    // A build older than published routes (platform 4.8) or a remote that is down: its pages
    // stay routes, so the host shows its "unavailable" panel with the reason, not "not found".
    const routes = await resolveShopRoutes(
      { catalog: 'old.json', product: 'down.json', giftCards: 'down.json' },
      async (url) => {
        if (url === 'down.json') throw new Error('503');
        return { metaData: {} };
      },
    );
    expect(routes.map(({ path }) => path)).toEqual(
      [...routesOf('catalog'), ...routesOf('product')].map(({ path }) => path),
    );
    expect(routes.every(({ remote }) => remote !== 'giftCards')).toBe(true);
    // With the flags the remote's build would publish: the home page asks for no page UI ahead.
    expect(routes).toEqual([
      ...declaredRoutesOf('catalog').map((route) => ({ ...route, remote: 'catalog' })),
      ...declaredRoutesOf('product').map((route) => ({ ...route, remote: 'product' })),
    ]);
    expect(routes.find(({ path }) => path === '/')?.withoutPageUi).toBe(true);
  });
});
