import { remoteRoutes } from '@shop/shared-contracts/remotes/remote-manifest';
import { createMemoryRouter, RouterProvider } from '@shop/shared-platform/router/react-router';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../testing/test-i18n';
import { routeTitleKey, useDocumentTitle } from './route-titles';

afterEach(() => cleanup());

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
  it('names every route a remote renders, not the not-found page', () => {
    for (const { path } of remoteRoutes().filter(({ path }) => path !== '/')) {
      const concrete = path.replace(':id', '7');
      expect(routeTitleKey(concrete), concrete).not.toBe('pageTitle.notFound');
    }
  });

  it('matches patterns with parameters and falls back to not found', () => {
    expect(routeTitleKey('/product/42')).toBe('pageTitle.product');
    expect(routeTitleKey('/category/3')).toBe('pageTitle.store');
    expect(routeTitleKey('/terms')).toBe('pageTitle.terms');
    expect(routeTitleKey('/no-such-page')).toBe('pageTitle.notFound');
    expect(routeTitleKey('/')).toBeNull();
  });

  it("takes a published route's own key first, in its remote's texts", () => {
    const routes = [
      {
        path: '/gift-cards',
        remote: 'giftCards',
        module: './GiftCardsPage',
        titleKey: 'giftCards:title',
      },
    ] as const;
    expect(routeTitleKey('/gift-cards', routes)).toBe('giftCards:title');
    expect(routeTitleKey('/gift-cards')).toBe('pageTitle.notFound');
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
