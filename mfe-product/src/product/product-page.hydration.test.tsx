import { productKey } from '@shop/shared-contracts/query/query-keys';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { hydrateServerRenderedPage } from '@shop/shared-tooling/testing/hydrate-page';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewsKey } from '../reviews/api/get-reviews';
import { vendorKey } from '../seller/api/get-vendor';
import ProductPage from './product-page';
import { productPageHandlers, review, reviewPage, seller, shopper } from './product-page-fixtures';
import { jacket } from './test-product';

// The browser hydrates the server's HTML: its first render must be the server's markup, for a
// visitor and for a signed-in shopper alike; the shopper's own state shows right after.
const server = setupApiServer();

const LATE_REVIEW = '2026-11-20T23:30:00Z';

/** The server's query cache, as the page receives it dehydrated. */
const serverData = [
  { queryKey: productKey(jacket.id), data: jacket },
  { queryKey: vendorKey(jacket.vendor_id), data: seller },
  {
    queryKey: reviewsKey(jacket.id),
    // Written late at night in UTC: already the next day in Berlin.
    data: {
      pages: [reviewPage([{ ...review(1, 5, 'Super Jacke', true), created_at: LATE_REVIEW }])],
      pageParams: [1],
    },
  },
];

const hydrate = (session: Parameters<typeof hydrateServerRenderedPage>[1]['session']) =>
  hydrateServerRenderedPage(<ProductPage />, {
    url: `/product/${jacket.id}`,
    path: '/product/:id',
    language: 'du',
    namespaces: ['product'],
    session,
    data: serverData,
    browserTimeZone: 'Europe/Berlin',
  });

describe('the product page hydrating the server HTML', () => {
  it('hydrates without a mismatch for a visitor', async () => {
    const { errors, serverHtml } = await hydrate('signed-out');
    expect(serverHtml).toContain('Regenjacke');
    expect(errors).toEqual([]);
    expect(screen.getByTestId('login-to-review')).toBeTruthy();
    // The server's date (UTC) is hydrated as it is; the shopper's own day shows right after.
    expect(serverHtml).toContain('20. November 2026');
    await screen.findByText('21. November 2026');
  });

  it("hydrates without a mismatch for a signed-in shopper, then shows the shopper's state", async () => {
    server.use(
      ...productPageHandlers(),
      apiHandler('GET /v1/wishlist', () => []),
    );
    const { errors, serverHtml } = await hydrate({ user: shopper });
    expect(errors).toEqual([]);
    // The server rendered the visitor's invitation; the shopper's page drops it after hydration.
    expect(serverHtml).toContain('data-testid="login-to-review"');
    await waitFor(() => expect(screen.queryByTestId('login-to-review')).toBeNull());
  });
});
