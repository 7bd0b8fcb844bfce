import type { SellerProductImage } from '@shop/shared-contracts/api/marketplace';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../public/locales/ar/seller.json';
import du from '../../public/locales/du/seller.json';
import { testPicture as picture, testOptions, testProduct, testStore } from '../shared/test-data';
import { openPage } from '../shared/test-kit';
import SellerProductPage from './seller-product-page';

// Reordering a product's pictures with dnd-kit's keyboard drag, as a keyboard user does.
let images: SellerProductImage[] = [];
const server = setupApiServer(
  apiHandler('GET /v1/seller/me', () => testStore),
  apiHandler('GET /v1/seller/options', () => testOptions),
  apiHandler('GET /v1/seller/products/{id}', () => testProduct({ images })),
);
const open = (language: 'du' | 'ar' = 'du') =>
  openPage(<SellerProductPage />, {
    route: '/seller/products/5',
    path: '/seller/products/:id',
    language,
  });

/**
 * happy-dom lays nothing out: each picture gets a box 150 px after the previous one (to the left
 * in Arabic), so dnd-kit's keyboard moves, which go by the places on screen, have places to go.
 */
function layOutPictures(direction: 'ltr' | 'rtl') {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('[data-picture-index]');
    const index = Number(item?.getAttribute('data-picture-index') ?? -1);
    const left = index < 0 ? 0 : direction === 'ltr' ? index * 150 : 600 - index * 150;
    const width = index < 0 ? 0 : 132;
    return {
      x: left,
      y: 0,
      left,
      top: 0,
      width,
      height: width,
      right: left + width,
      bottom: width,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

/** Space on the handle, an arrow, Space: dnd-kit's keyboard drag (its keys wait a tick). */
async function dragWithKeys(handle: HTMLElement, arrow: 'ArrowRight' | 'ArrowLeft') {
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  fireEvent.keyDown(document, { code: arrow, key: arrow });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  fireEvent.keyDown(document, { code: 'Space', key: ' ' });
}

describe('reordering pictures by keyboard (dnd-kit)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('picks a picture up with Space, moves it with an arrow, drops it with Space, and saves that order', async () => {
    images = [picture(1, 0), picture(2, 1), picture(3, 2)];
    const sent: number[][] = [];
    server.use(
      apiHandler('PUT /v1/seller/products/{id}/images/order', ({ body }) => {
        sent.push(body.image_ids);
        images = body.image_ids.map((id, position) => picture(id, position));
        return images;
      }),
    );
    layOutPictures('ltr');
    await open();
    const handle = await screen.findByRole('button', {
      name: du.pictures.drag.replace('{{number}}', '1'),
    });
    expect(handle.getAttribute('aria-roledescription')).toBe(du.pictures.roleDescription);
    await dragWithKeys(handle, 'ArrowRight');
    await waitFor(() => expect(sent).toEqual([[2, 1, 3]]));
    // Announced in the page's language, and shown in the saved order.
    expect(await screen.findByText('Bild 1 auf Platz 2 von 3 abgelegt.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
        'Ledertasche, Bild 1 von 3',
        'Ledertasche, Bild 2 von 3',
        'Ledertasche, Bild 3 von 3',
      ]),
    );
    expect(screen.getAllByRole('img')[0]?.getAttribute('src')).toContain('/2/640.jpg');
  });

  it('follows what is on screen in Arabic: ArrowLeft moves a picture to the next place', async () => {
    images = [picture(1, 0), picture(2, 1)];
    const sent: number[][] = [];
    server.use(
      apiHandler('PUT /v1/seller/products/{id}/images/order', ({ body }) => {
        sent.push(body.image_ids);
        return body.image_ids.map((id, position) => picture(id, position));
      }),
    );
    layOutPictures('rtl');
    await open('ar');
    const handle = await screen.findByRole('button', {
      name: ar.pictures.drag.replace('{{number}}', '1'),
    });
    await dragWithKeys(handle, 'ArrowLeft');
    await waitFor(() => expect(sent).toEqual([[2, 1]]));
  });
});
