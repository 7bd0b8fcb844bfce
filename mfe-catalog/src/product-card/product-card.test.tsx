import type { Product } from '@shop/shared-contracts/api/entities';
import { productKey } from '@shop/shared-contracts/query/query-keys';
import {
  type ApiRequest,
  apiHandler,
  setupApiServer,
} from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { productSummary } from '../testing/catalog-fixtures';
import { ProductCard } from './product-card';

const server = setupApiServer();

/** The product page's data of a product: its summary with descriptions and full variants. */
function productDetails(id: number): Product {
  const { variants, ...summary } = productSummary(id);
  return {
    ...summary,
    description_german: 'Ein Kleid',
    description_arabic: 'فستان',
    variants: variants.map(({ id, price, stock, is_out_of_stock }) => ({
      id,
      price,
      stock,
      is_out_of_stock,
      attributes: [],
    })),
  };
}

function answerProduct() {
  const handler = vi.fn(({ params }: ApiRequest<'GET /v1/products/{id}'>) =>
    productDetails(Number(params.id)),
  );
  server.use(apiHandler('GET /v1/products/{id}', handler));
  return handler;
}

const renderCard = (id: number) =>
  renderRemotePage(
    <ul>
      <ProductCard product={productSummary(id)} />
    </ul>,
    { namespaces: ['catalog'], language: 'du' },
  );

describe('product card', () => {
  it('fetches the product page’s data once when pointed at or focused', async () => {
    const product = answerProduct();
    const { queryClient } = await renderCard(5);
    const link = screen.getByRole('link', { name: /Kleid 5/ });
    expect(link.getAttribute('href')).toBe('/product/5');
    expect(product).not.toHaveBeenCalled();

    fireEvent.pointerEnter(link);
    await waitFor(() =>
      expect(queryClient.getQueryData<Product>(productKey(5))?.description_german).toBe(
        'Ein Kleid',
      ),
    );
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(product).toHaveBeenCalledTimes(1);
  });

  it('fetches it again once the answer is stale', async () => {
    const product = answerProduct();
    const { queryClient } = await renderCard(6);
    const link = screen.getByRole('link', { name: /Kleid 6/ });
    fireEvent.focus(link);
    await waitFor(() => expect(product).toHaveBeenCalledTimes(1));
    await queryClient.invalidateQueries({ queryKey: productKey(6), refetchType: 'none' });
    fireEvent.pointerEnter(link);
    await waitFor(() => expect(product).toHaveBeenCalledTimes(2));
  });
});
