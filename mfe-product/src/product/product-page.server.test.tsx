// @vitest-environment node
import { formatEuro, formatEuroAmount } from '@shop/shared-contracts/format/money';
import { productKey, shopSettingsKey } from '@shop/shared-contracts/query/query-keys';
import { setupApiServer } from '@shop/shared-tooling/testing/api-server';
import {
  missingTexts,
  renderPageOnServer,
} from '@shop/shared-tooling/testing/render-page-on-server';
import { describe, expect, it } from 'vitest';
import { reviewsKey } from '../reviews/api/get-reviews';
import { vendorKey } from '../seller/api/get-vendor';
import ProductPage, { prefetch } from './product-page';
import { FREE_DELIVERY_FROM, productPageHandlers, seller } from './product-page-fixtures';
import { jacket } from './test-product';

// A node environment: no `window`, as in the render service. The page's own prefetch loads its
// data from the API (mocked at the network edge), as the server does before it renders.
setupApiServer(...productPageHandlers());

const renderProduct = (language: 'du' | 'ar') =>
  renderPageOnServer(<ProductPage />, {
    url: `/product/${jacket.id}`,
    path: '/product/:id',
    language,
    namespaces: ['product'],
    prefetch,
  });

describe('the product page on the server', () => {
  it('shows name, price, description and seller in German', async () => {
    const page = await renderProduct('du');
    expect(
      missingTexts(page, [
        jacket.name_german,
        // The first variant in stock (blue, M) is chosen.
        formatEuro(24.5, 'du'),
        'Wasserdicht',
        seller.store_name_in_german,
        // The reviews' summary, not their spinner.
        'Super Jacke',
        // The configured free-delivery threshold, not the default 100 €.
        `Kostenloser Versand ab ${formatEuroAmount(FREE_DELIVERY_FROM, 'du')} Bestellwert`,
      ]),
    ).toEqual([]);
    expect(page.html).toContain('<h1');
  });

  it('shows them in Arabic', async () => {
    const page = await renderProduct('ar');
    expect(
      missingTexts(page, [
        jacket.name_arabic,
        formatEuro(24.5, 'ar'),
        jacket.description_arabic,
        seller.store_name_in_arabic,
        `توصيل مجاني للطلبات من ${formatEuroAmount(FREE_DELIVERY_FROM, 'ar')}`,
      ]),
    ).toEqual([]);
    expect(page.html).toContain('muirtl');
  });

  it('prefetches the product, its seller, its reviews and the shop settings, signed out', async () => {
    const { queryClient } = await renderProduct('du');
    const keys = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'success' })
      .map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        productKey(jacket.id),
        vendorKey(jacket.vendor_id),
        reviewsKey(jacket.id),
        shopSettingsKey,
      ]),
    );
  });
});
