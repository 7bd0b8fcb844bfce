import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../public/locales/en/catalog.json';
import HomePage from './home-page';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('@shop/shared-platform/http/call-api', () => api);

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  ns: ['catalog'],
  resources: { en: { catalog: en } },
  interpolation: { escapeValue: false },
});

function renderHome() {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

beforeEach(() => api.callApi.mockClear());
afterEach(cleanup);

describe('HomePage', () => {
  it('marks its root as the catalog remote and shows its title', async () => {
    api.callApi.mockResolvedValue([]);
    renderHome();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe(en.home.title);
    expect(title.closest('[data-remote="catalog"]')).not.toBeNull();
  });

  it('shows how many categories the API returned', async () => {
    api.callApi.mockResolvedValue([{ id: 1 }, { id: 2 }, { id: 3 }]);
    renderHome();
    expect(await screen.findByText('3 categories to explore')).toBeTruthy();
    expect(api.callApi).toHaveBeenCalledWith('GET /v1/categories');
  });
});
