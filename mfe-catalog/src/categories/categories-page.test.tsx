import type { Category } from '@shop/shared-contracts/api/entities';
import { setRuntimeConfig } from '@shop/shared-platform/runtime/runtime-config-store';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../../public/locales/ar/catalog.json';
import du from '../../public/locales/du/catalog.json';
import CategoriesPage from './categories-page';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('@shop/shared-platform/http/call-api', () => api);

const names = (id: number, german: string, arabic: string) => ({
  id,
  name_german: german,
  name_arabic: arabic,
  slug_german: german.toLowerCase(),
  slug_arabic: arabic,
  image: `categories/${id}.svg`,
});

const shoes: Category = {
  ...names(3, 'Schuhe', 'أحذية'),
  sub_categories: [{ ...names(31, 'Sneaker', 'أحذية رياضية'), parent_id: 3 }],
};
const bags: Category = { ...names(4, 'Taschen', 'حقائب'), sub_categories: [] };

async function renderIn(lng: 'du' | 'ar') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    ns: ['catalog'],
    resources: { du: { catalog: du }, ar: { catalog: ar } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <CategoriesPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

beforeAll(() =>
  setRuntimeConfig({
    apiBaseUrl: 'http://api.test',
    storageBaseUrl: 'http://api.test/storage/',
    remotes: { catalog: '', product: '', cartCheckout: '', account: '', auth: '' },
  }),
);
afterEach(cleanup);

describe('CategoriesPage', () => {
  it('lists every category and sub-category in German, each leading into the store', async () => {
    api.callApi.mockResolvedValue([shoes, bags]);
    await renderIn('du');
    const shoesLink = await screen.findByRole('link', { name: 'Schuhe' });
    expect(shoesLink.getAttribute('href')).toBe('/store?category_id=3');
    expect(screen.getByRole('link', { name: 'Sneaker' }).getAttribute('href')).toBe(
      '/store?category_id=31',
    );
    expect(screen.getByRole('link', { name: 'Taschen' }).getAttribute('href')).toBe(
      '/store?category_id=4',
    );
    const images = document.querySelectorAll('img');
    expect(images[0]?.getAttribute('src')).toBe('http://api.test/storage/categories/3.svg');
  });

  it('uses the Arabic names in Arabic', async () => {
    api.callApi.mockResolvedValue([shoes]);
    await renderIn('ar');
    expect(await screen.findByRole('link', { name: 'أحذية' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'أحذية رياضية' })).toBeTruthy();
  });

  it('says so when the categories cannot be loaded', async () => {
    api.callApi.mockRejectedValue(new Error('offline'));
    await renderIn('du');
    expect(await screen.findByText(du.home.categoriesFailed)).toBeTruthy();
  });
});
