import { createMemoryRouter, RouterProvider } from '@shop/shared-platform/router/react-router';
import { act, cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addRemoteTexts,
  LOOKBOOK_ROUTE,
  REMOTE_ROUTES,
  useShopRoutes,
} from '../testing/shop-routes-fixture';
import { setupTestI18n as setupHostI18n } from '../testing/test-i18n';
import { NOT_FOUND_TITLE, routeTitleKey, useDocumentTitle } from './route-titles';

afterEach(() => cleanup());
useShopRoutes();

/** The host's texts and the remotes' (each page's title is its remote's). */
async function setupTestI18n(language: 'du' | 'ar' | 'en') {
  await setupHostI18n(language);
  addRemoteTexts(i18next);
}

function TitledPage() {
  useDocumentTitle();
  return null;
}

function visit(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <TitledPage /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('routeTitleKey', () => {
  it('names every route a remote publishes, not the not-found page', () => {
    for (const { path } of REMOTE_ROUTES.filter(({ path }) => path !== '/')) {
      const concrete = path.replace(':id', '7');
      expect(routeTitleKey(concrete), concrete).not.toBe(NOT_FOUND_TITLE);
    }
  });

  it("takes a remote page's title from its remote's namespace, the host's pages from its own", () => {
    expect(routeTitleKey('/product/42')).toEqual({ key: 'pageTitle.product', ns: 'product' });
    expect(routeTitleKey('/terms')).toEqual({ key: 'pageTitle.terms', ns: 'translation' });
    expect(routeTitleKey('/no-such-page')).toBe(NOT_FOUND_TITLE);
    expect(routeTitleKey('/')).toBeNull();
  });

  it('knows a page only while its remote publishes it', () => {
    const lookbook = LOOKBOOK_ROUTE;
    expect(routeTitleKey('/lookbook', [lookbook])?.ns).toBe('lookbook');
    expect(routeTitleKey('/store', [lookbook])).toBe(NOT_FOUND_TITLE);
  });
});

describe('useDocumentTitle', () => {
  it('titles each route in German and follows navigation', async () => {
    await setupTestI18n('du');
    const router = visit('/card');
    expect(document.title).toBe('Warenkorb – Basar');
    await act(() => router.navigate('/signin'));
    expect(document.title).toBe('Anmelden – Basar');
    await act(() => router.navigate('/'));
    expect(document.title).toBe('Basar – dein Marktplatz');
  });

  it('titles routes in Arabic and English', async () => {
    await setupTestI18n('ar');
    visit('/terms');
    expect(document.title).toBe('شروط الاستخدام – بازار');
    cleanup();
    await setupTestI18n('en');
    visit('/nowhere');
    expect(document.title).toBe('Page not found – Basar');
  });

  it('follows a language change on the same route', async () => {
    await setupTestI18n('du');
    visit('/categories');
    expect(document.title).toBe('Kategorien – Basar');
    await act(() => setupTestI18n('en'));
    expect(document.title).toBe('Categories – Basar');
  });
});
