import { MemoryRouter, Route, Routes } from '@shop/shared-platform/router/react-router';
import { ShopThemeProvider } from '@shop/shared-platform/theme/shop-theme-provider';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { createTestI18n } from './test-i18n';

afterEach(() => cleanup());
// The machine is shared by several builds at once: typing through a whole form can take seconds.
vi.setConfig({ testTimeout: 20_000 });

interface RenderOptions {
  path: string;
  language?: 'du' | 'ar' | 'en';
}

// Where the pages may send the shopper; each target names itself so tests can see the redirect.
const TARGETS = ['/', '/my-account', '/signin', '/signup', '/forgot-password', '/terms'];

/** Renders `page` at `path` inside router, i18n and the shop theme, as the host would. */
export async function renderAuthPage(page: ReactElement, { path, language = 'en' }: RenderOptions) {
  const i18n = await createTestI18n(language);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ShopThemeProvider language={language}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={page} />
            {TARGETS.filter((target) => target !== path).map((target) => (
              <Route key={target} path={target} element={<p>{`page ${target}`}</p>} />
            ))}
          </Routes>
        </MemoryRouter>
      </ShopThemeProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n };
}

/** The placeholder page a redirect landed on. */
export function landedOn(path: string): HTMLElement | null {
  return screen.queryByText(`page ${path}`);
}
