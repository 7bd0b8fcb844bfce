import type { SellerProductSummary } from '@shop/shared-contracts/api/marketplace';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import du from '../../public/locales/du/seller.json';
import { page, testStore } from '../shared/test-data';
import { openPage } from '../shared/test-kit';
import SellerProductsPage from './seller-products-page';

const server = setupApiServer(apiHandler('GET /v1/seller/me', () => testStore));
const open = (route = '/seller/products') =>
  openPage(<SellerProductsPage />, { route, path: '/seller/products' });

const summary = (
  id: number,
  overrides: Partial<SellerProductSummary> = {},
): SellerProductSummary => ({
  id,
  status: 'draft',
  name_german: `Tasche ${id}`,
  name_arabic: `حقيبة ${id}`,
  price: 19.9,
  stock: 3,
  image: null,
  updated_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

describe("the vendor's products", () => {
  it('lists them and sends the search, the status and the page to the server', async () => {
    const queries: string[] = [];
    server.use(
      apiHandler('GET /v1/seller/products', ({ query }) => {
        queries.push(query.toString());
        return page(
          [summary(1), summary(2, { status: 'published' })],
          Number(query.get('page') ?? 1),
          3,
        );
      }),
    );
    await open();
    const link = await screen.findByRole('link', { name: 'Tasche 1' });
    expect(link.getAttribute('href')).toBe('/seller/products/1');
    const row = link.closest('li') as HTMLElement;
    expect(within(row).getByText(du.products.status.draft)).toBeTruthy();
    expect(within(row).getByText('19,90 € · 3 auf Lager', { exact: false })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: du.products.search }), {
      target: { value: 'Leder' },
    });
    fireEvent.click(screen.getByRole('button', { name: du.list.search }));
    await waitFor(() => expect(queries.at(-1)).toBe('page=1&q=Leder'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: du.products.statusFilter }));
    fireEvent.click(await screen.findByRole('option', { name: du.products.status.published }));
    await waitFor(() => expect(queries.at(-1)).toBe('page=1&q=Leder&status=published'));
    fireEvent.click(await screen.findByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(queries.at(-1)).toBe('page=2&q=Leder&status=published'));
    expect(screen.getByRole('link', { name: du.products.new }).getAttribute('href')).toBe(
      '/seller/products/new',
    );
  });

  it('invites the first product when there is none', async () => {
    server.use(apiHandler('GET /v1/seller/products', () => page([])));
    await open();
    expect(await screen.findByText(du.products.none)).toBeTruthy();
  });

  it('says when a search finds none', async () => {
    server.use(apiHandler('GET /v1/seller/products', () => page([])));
    await open('/seller/products?q=xyz');
    expect(await screen.findByText(du.products.noneFound)).toBeTruthy();
    expect(screen.queryByText(du.products.none)).toBeNull();
  });

  it('shows an error with a retry when the list fails', async () => {
    server.use(apiHandler('GET /v1/seller/products', () => apiError(500, 'boom')));
    await open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button')).toBeTruthy();
  });
});
