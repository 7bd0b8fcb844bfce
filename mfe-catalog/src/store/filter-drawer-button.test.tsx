import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchResult } from '../testing/catalog-fixtures';
import StorePage from './store-page';

const server = setupApiServer();

const renderStore = (route: string, language: 'du' | 'ar' | 'en' = 'du') => {
  server.use(apiHandler('GET /v1/products/search', () => searchResult(1, 20)));
  return renderRemotePage(<StorePage />, {
    route,
    path: '/store',
    language,
    namespaces: ['catalog'],
  });
};

/**
 * The drawer's opener. jsdom applies the `md` rule that hides it beside the sidebar, which empties
 * its computed name, so it is found by its text; having no `aria-label`, that text is its name.
 */
async function filterButton() {
  await screen.findAllByTestId('product-card');
  const button = document.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]');
  expect(button?.hasAttribute('aria-label')).toBe(false);
  return button?.textContent;
}

describe("the phone's filter button", () => {
  it('counts the active filters of the drawer', async () => {
    // A colour, two sizes and a price range: four filters; the text query is not one of them.
    await renderStore('/store?q=Kleid&color=%23ff0000&size=M&size=L&price_from=10');
    expect(await filterButton()).toBe('Filter (4)');
  });

  it('says only "Filter" when none is active', async () => {
    await renderStore('/store?q=Kleid');
    expect(await filterButton()).toBe('Filter');
  });

  it('counts in Arabic and English', async () => {
    const { unmount } = await renderStore('/store?in_stock=1', 'ar');
    expect(await filterButton()).toBe('تصفية (1)');
    unmount();
    await renderStore('/store?in_stock=1&category_id=11', 'en');
    expect(await filterButton()).toBe('Filters (2)');
  });
});
