import { setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { productSummary } from '../testing/catalog-fixtures';
import { ProductGrid } from './product-grid';

setupApiServer();

const COLUMNS = { xs: 2, sm: 3, lg: 4, xl: 5 };

describe('ProductGrid', () => {
  it('first shows a place for each card, then builds the cards in a render of their own', async () => {
    const placesInFirstCommit: number[] = [];
    const cardsInFirstCommit: number[] = [];
    function Page() {
      useLayoutEffect(() => {
        const places = document.querySelector('[data-testid="products-loading"]');
        placesInFirstCommit.push(places?.children.length ?? 0);
        cardsInFirstCommit.push(document.querySelectorAll('[data-testid="product-card"]').length);
      }, []);
      const products = [1, 2, 3, 4, 5, 6, 7].map((id) => productSummary(id));
      return <ProductGrid products={products} columns={COLUMNS} label="Produkte" />;
    }
    await renderRemotePage(<Page />, { namespaces: ['catalog'] });

    expect(placesInFirstCommit).toEqual([7]);
    expect(cardsInFirstCommit).toEqual([0]);
    expect(await screen.findAllByTestId('product-card')).toHaveLength(7);
    expect(screen.queryByTestId('products-loading')).toBeNull();
    expect(screen.getByRole('list', { name: 'Produkte' })).toBeTruthy();
  });
});
