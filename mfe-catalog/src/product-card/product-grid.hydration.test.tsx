import type { ProductSummary } from '@shop/shared-contracts/api/entities';
import { hydrateServerRenderedPage } from '@shop/shared-tooling/testing/hydrate-page';
import { describe, expect, it } from 'vitest';
import { productSummary } from '../testing/catalog-fixtures';
import { ProductGrid } from './product-grid';

/** A product that counts how often a card reads its pictures, i.e. how often a card renders. */
function countedProduct(id: number, reads: { count: number }): ProductSummary {
  const { images, ...rest } = productSummary(id);
  return Object.defineProperty({ ...rest }, 'images', {
    enumerable: true,
    get() {
      reads.count += 1;
      return images;
    },
  }) as ProductSummary;
}

describe('the product grid hydrating the server HTML', () => {
  it('renders each card once on the server and once while hydrating, not again after', async () => {
    const reads = { count: 0 };
    const products = [1, 2, 3].map((id) => countedProduct(id, reads));
    const { errors } = await hydrateServerRenderedPage(
      <ProductGrid products={products} columns={{ xs: 2 }} priorityCount={2} />,
      { url: '/store', language: 'du', namespaces: ['catalog'], session: 'signed-out' },
    );
    expect(errors).toEqual([]);
    // Three cards, each rendered on the server and in the hydration, and nothing more: the
    // grid's own render after hydration (`useDeferredUnlessFromServer`) passes the cards by.
    expect(reads.count).toBe(6);
  });
});
