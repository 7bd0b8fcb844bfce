import type { Product, ProductSummary } from '@shop/shared-contracts/api/entities';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import { productKey } from '@shop/shared-contracts/query/query-keys';
import {
  type ApiRequest,
  apiHandler,
  setupApiServer,
} from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const renderCard = (
  id: number,
  overrides: Partial<ProductSummary> = {},
  language: Language = 'du',
) =>
  renderRemotePage(
    <ul>
      <ProductCard product={productSummary(id, overrides)} />
    </ul>,
    { namespaces: ['catalog'], language },
  );

const soldOut: Partial<ProductSummary> = {
  in_stock: false,
  variants: [
    { id: 90, price: 19.9, stock: 0, is_out_of_stock: true, color: '#e53935', size: 'M' },
    { id: 91, price: 19.9, stock: 0, is_out_of_stock: true, color: '#e53935', size: 'L' },
  ],
};

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
    // A prefetch starts its query inside the event handler: none started, so none can answer.
    expect(queryClient.isFetching()).toBe(0);
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

describe('what a product card tells about stock, price and ratings', () => {
  it('says a sold-out product is sold out and disables its cart button with the reason', async () => {
    await renderCard(9, soldOut);
    const card = screen.getByTestId('product-card');
    expect(within(card).getByText('Ausverkauft')).toBeTruthy();
    const cart = within(card).getByRole('button', { name: 'Kleid 9 ist ausverkauft' });
    expect((cart as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).queryByRole('button', { name: /in den Warenkorb/ })).toBeNull();
  });

  it('says so in Arabic', async () => {
    await renderCard(9, soldOut, 'ar');
    const card = screen.getByTestId('product-card');
    expect(within(card).getByText('نفدت الكمية')).toBeTruthy();
    expect(card.textContent).not.toContain('{{');
    expect(
      (within(card).getByRole('button', { name: 'نفدت كمية فستان 9' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('keeps a product in stock free of the badge, with an active cart button', async () => {
    await renderCard(4);
    const card = screen.getByTestId('product-card');
    expect(within(card).queryByText('Ausverkauft')).toBeNull();
    const cart = within(card).getByRole('button', { name: 'Kleid 4 in den Warenkorb' });
    expect((cart as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts "ab" before the cheapest price when the variants cost more, and nothing otherwise', async () => {
    const ranged = await renderCard(4, { min_price: 19.9, max_price: 24.9 });
    expect(screen.getByText('ab 19,90 €')).toBeTruthy();
    ranged.unmount();
    await renderCard(5);
    expect(screen.getByText('19,90 €')).toBeTruthy();
    expect(screen.queryByText(/ab 19,90/)).toBeNull();
  });

  it('puts "من" before it in Arabic and "from" in English', async () => {
    const arabic = await renderCard(4, { min_price: 19.9, max_price: 24.9 }, 'ar');
    expect(within(screen.getByTestId('product-card')).getByText(/^من .*19/)).toBeTruthy();
    arabic.unmount();
    await renderCard(4, { min_price: 19.9, max_price: 24.9 }, 'en');
    const english = screen.getByTestId('product-card');
    expect(within(english).getByText(/^from .*19\.90/)).toBeTruthy();
    expect(english.textContent).not.toContain('{{');
  });

  it('says "no reviews yet" instead of five empty stars for an unrated product', async () => {
    const german = await renderCard(4, { average_rating: 0, reviews_count: 0 });
    const card = screen.getByTestId('product-card');
    expect(within(card).getByText('Noch keine Bewertungen')).toBeTruthy();
    expect(within(card).queryByRole('img', { name: /Bewertung/ })).toBeNull();
    german.unmount();
    await renderCard(4, { average_rating: 0, reviews_count: 0 }, 'ar');
    expect(
      within(screen.getByTestId('product-card')).getByText('لا توجد تقييمات بعد'),
    ).toBeTruthy();
  });

  it('keeps the stars for a rated product', async () => {
    await renderCard(4, { average_rating: 3.6, reviews_count: 4 });
    const card = screen.getByTestId('product-card');
    expect(within(card).getByRole('img', { name: 'Bewertung: 4 von 5 Sternen' })).toBeTruthy();
    expect(within(card).queryByText('Noch keine Bewertungen')).toBeNull();
  });

  it('draws a vendor’s resized picture by srcset in AVIF, WebP and JPEG with the grid’s sizes', async () => {
    const upload = {
      id: 40,
      image: 'product-images/u1/640.jpg',
      url: 'http://api.test/storage/product-images/u1/640.jpg',
      color: null,
      widths: [160, 320, 640],
    };
    await renderCard(6, { images: [upload] });
    const picture = screen.getByTestId('product-card').querySelector('picture');
    const types = [...(picture?.querySelectorAll('source') ?? [])].map((source) => [
      source.getAttribute('type'),
      source.getAttribute('srcset')?.split(', ').at(-1),
      source.getAttribute('sizes'),
    ]);
    expect(types).toEqual([
      [
        'image/avif',
        expect.stringMatching(/\/product-images\/u1\/640\.avif 640w$/),
        '(min-width: 600px) 300px, 50vw',
      ],
      [
        'image/webp',
        expect.stringMatching(/\/product-images\/u1\/640\.webp 640w$/),
        '(min-width: 600px) 300px, 50vw',
      ],
    ]);
    const img = picture?.querySelector('img');
    expect(img?.getAttribute('srcset')).toMatch(
      /\/product-images\/u1\/160\.jpg 160w, .*\/320\.jpg 320w, .*\/640\.jpg 640w$/,
    );
    expect(img?.getAttribute('src')).toBe(upload.url);
  });

  it('keeps a seeded picture (stored once) a single src, as before', async () => {
    await renderCard(7);
    const card = screen.getByTestId('product-card');
    expect(card.querySelector('picture')).toBeNull();
    const img = card.querySelector('img');
    expect(img?.getAttribute('src')).toBe('http://api.test/storage/seed/7.svg');
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect(img?.hasAttribute('sizes')).toBe(false);
    expect(img?.getAttribute('loading')).toBe('lazy');
  });
});
