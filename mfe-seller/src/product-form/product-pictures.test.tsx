import type { SellerProductImage } from '@shop/shared-contracts/api/marketplace';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import du from '../../public/locales/du/seller.json';
import { testPicture as picture, testOptions, testProduct, testStore } from '../shared/test-data';
import { openPage } from '../shared/test-kit';
import { movedIds } from './picture-list';
import SellerProductPage from './seller-product-page';

let images: SellerProductImage[] = [];
const server = setupApiServer(
  apiHandler('GET /v1/seller/me', () => testStore),
  apiHandler('GET /v1/seller/options', () => testOptions),
  apiHandler('GET /v1/seller/products/{id}', () => testProduct({ images })),
);
const open = () =>
  openPage(<SellerProductPage />, { route: '/seller/products/5', path: '/seller/products/:id' });
const fileInput = () => screen.getByTestId('picture-file') as HTMLInputElement;

describe("the product's pictures", () => {
  it('uploads a chosen picture and shows it with its place among the others', async () => {
    images = [];
    let uploads = 0;
    server.use(
      apiHandler('POST /v1/seller/products/{id}/images', () => {
        uploads += 1;
        images = [picture(40, 0)];
        return picture(40, 0);
      }),
    );
    await open();
    expect(await screen.findByText(du.pictures.none)).toBeTruthy();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'bag.png', { type: 'image/png' });
    fireEvent.change(fileInput(), { target: { files: [png] } });
    expect(await screen.findByAltText('Ledertasche, Bild 1 von 1')).toBeTruthy();
    expect(uploads).toBe(1);
  });

  it('refuses a file that is not a picture before sending it, in the shopper language', async () => {
    images = [];
    let uploads = 0;
    server.use(
      apiHandler('POST /v1/seller/products/{id}/images', () => {
        uploads += 1;
        return picture(41, 0);
      }),
    );
    await open();
    await screen.findByText(du.pictures.none);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(fileInput(), { target: { files: [text] } });
    expect(await screen.findByText(du.pictures.errors.invalid)).toBeTruthy();
    expect(uploads).toBe(0);
  });

  it('moves a picture earlier by sending every id in the new order', async () => {
    images = [picture(1, 0), picture(2, 1)];
    const sent: number[][] = [];
    server.use(
      apiHandler('PUT /v1/seller/products/{id}/images/order', ({ body }) => {
        sent.push(body.image_ids);
        return [picture(2, 0), picture(1, 1)];
      }),
    );
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Bild 2 nach vorn' }));
    await waitFor(() => expect(sent).toEqual([[2, 1]]));
    expect(
      (screen.getByRole('button', { name: 'Bild 1 nach vorn' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('unsaved edits', () => {
  it('stay when a picture is added, while the untouched fields follow the server', async () => {
    images = [];
    let stock = 4;
    let updatedAt = '2026-11-20T10:00:00Z';
    server.use(
      // Like the API: a picture bumps `updated_at`; a shopper bought one meanwhile.
      apiHandler('GET /v1/seller/products/{id}', () =>
        testProduct({
          images,
          updated_at: updatedAt,
          variants: [{ id: 11, color_id: 1, size_id: 2, price: 29.9, stock }],
        }),
      ),
      apiHandler('POST /v1/seller/products/{id}/images', () => {
        images = [picture(40, 0)];
        stock = 3;
        updatedAt = '2026-11-21T10:00:00Z';
        return picture(40, 0);
      }),
    );
    await open();
    const name = await screen.findByRole('textbox', { name: /^Name auf Deutsch/ });
    fireEvent.change(name, { target: { value: 'Ledertasche neu' } });
    const price = screen.getByRole('textbox', { name: /^Preis von Variante 1/ });
    fireEvent.change(price, { target: { value: '31' } });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'bag.png', { type: 'image/png' });
    fireEvent.change(fileInput(), { target: { files: [png] } });
    expect(await screen.findByAltText('Ledertasche, Bild 1 von 1')).toBeTruthy();
    const stockField = screen.getByRole('textbox', { name: /^Bestand von Variante 1/ });
    await waitFor(() => expect((stockField as HTMLInputElement).value).toBe('3'));
    expect(
      (screen.getByRole('textbox', { name: /^Name auf Deutsch/ }) as HTMLInputElement).value,
    ).toBe('Ledertasche neu');
    expect(
      (screen.getByRole('textbox', { name: /^Preis von Variante 1/ }) as HTMLInputElement).value,
    ).toBe('31');
  });
});

describe('movedIds', () => {
  it('moves one id and keeps the others in order', () => {
    const list = [1, 2, 3];
    expect(movedIds(list, 2, 0)).toEqual([3, 1, 2]);
    expect(movedIds(list, 0, 1)).toEqual([2, 1, 3]);
  });
});
