import { setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { configure, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import ProductPage from './product-page';
import { productPageHandlers } from './product-page-fixtures';
import { jacket } from './test-product';

// The reviews are built in a deferred render: on a busy two-core machine that can take seconds.
configure({ asyncUtilTimeout: 5_000 });

// Counts the gallery's renders: it stands for the product's first screen.
const galleryRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./gallery/product-gallery', async (importOriginal) => {
  const original = await importOriginal<typeof import('./gallery/product-gallery')>();
  return {
    ProductGallery: (props: Parameters<typeof original.ProductGallery>[0]) => {
      galleryRenders.count += 1;
      return <original.ProductGallery {...props} />;
    },
  };
});

const server = setupApiServer();
beforeEach(() => {
  galleryRenders.count = 0;
});

it("shows the arriving reviews' rating without building the first screen again", async () => {
  // The product's own answer lags behind its reviews (the page shows the reviews' figures).
  server.use(...productPageHandlers(() => ({ ...jacket, average_rating: 3, reviews_count: 1 })));
  await renderRemotePage(<ProductPage />, {
    route: '/product/7',
    path: '/product/:id',
    language: 'du',
    namespaces: ['product'],
    session: 'signed-out',
  });
  await screen.findByRole('heading', { level: 1, name: 'Regenjacke' });
  const before = galleryRenders.count;
  expect(before).toBeGreaterThan(0);
  await screen.findAllByTestId('review');
  await waitFor(() => expect(screen.getByTestId('rating-summary').textContent).toMatch(/4,5/));
  expect(galleryRenders.count).toBe(before);
});
