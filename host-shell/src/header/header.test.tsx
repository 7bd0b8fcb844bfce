import type { Category } from '@shop/shared-contracts/api/entities';
import { onShopEvent } from '@shop/shared-platform/events/event-bus';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderHost } from '../testing/render-host';
import { setupTestI18n } from '../testing/test-i18n';
import { Header } from './header';

// The banner asks for the configured free-delivery threshold.
const server = setupApiServer(
  apiHandler('GET /v1/shop-settings', () => ({ free_shipping_threshold: 100 })),
);
const answerCategories = (categories: unknown[]) => {
  const handler = vi.fn(() => categories as Category[]);
  server.use(apiHandler('GET /v1/categories', handler));
  return handler;
};

beforeEach(() => setupTestI18n('du'));
afterEach(() => cleanup());

it('shows banner, logo, visitor links and a category link', async () => {
  const books = {
    id: 2,
    name_german: 'Bücher',
    name_arabic: 'كتب',
    image: null,
    sub_categories: [],
  };
  const categories = answerCategories([books]);
  renderHost(<Header />);
  expect(screen.getByText(/Kostenlose Lieferung ab 100\s€ Bestellwert/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Basar – zur Startseite' }).getAttribute('href')).toBe(
    '/',
  );
  expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/signin');
  expect(screen.getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe('/signup');
  const link = await screen.findByRole('link', { name: 'Bücher' });
  expect(categories).toHaveBeenCalledTimes(1);
  expect(link.getAttribute('href')).toBe('/store?category_id=2');
});

it('raises an error toast ending in the translated "In Categories" when categories fail', async () => {
  server.use(apiHandler('GET /v1/categories', () => apiError(500, 'Server Error')));
  const toasts = vi.fn();
  const off = onShopEvent('shop:toast:requested', toasts);
  renderHost(<Header />);
  await waitFor(() =>
    expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Server Error In Kategorien' }),
  );
  off();
});

it('toggles the language between du and ar', async () => {
  const categories = answerCategories([]);
  renderHost(<Header />);
  await waitFor(() => expect(categories).toHaveBeenCalledTimes(1));
  await act(async () => {
    fireEvent.click(screen.getAllByRole('button', { name: 'العربية' })[0] as HTMLElement);
  });
  expect(i18next.language).toBe('ar');
  expect(await screen.findAllByRole('button', { name: 'Deutsch' })).not.toHaveLength(0);
  await act(async () => {
    fireEvent.click(screen.getAllByRole('button', { name: 'Deutsch' })[0] as HTMLElement);
  });
  expect(i18next.language).toBe('du');
  // Names switch language from the same data: no refetch.
  expect(categories).toHaveBeenCalledTimes(1);
});

it('opens the slide-in menu with the same categories and account links', async () => {
  const fashion = {
    id: 1,
    name_german: 'Mode',
    name_arabic: 'أزياء',
    image: null,
    sub_categories: [{ id: 11, name_german: 'Schuhe', name_arabic: 'أحذية', image: null }],
  };
  answerCategories([fashion]);
  renderHost(<Header />);
  await screen.findByRole('button', { name: 'Mode' });
  // The menu button is CSS-hidden at the test window's desktop width.
  fireEvent.click(screen.getByLabelText('Menü öffnen'));
  const drawer = await screen.findByRole('presentation');
  const nav = within(drawer).getByRole('navigation', { name: 'Kategorien' });
  fireEvent.click(within(nav).getByRole('button', { name: 'Mode' }));
  expect(within(drawer).getByRole('link', { name: 'Schuhe' }).getAttribute('href')).toBe(
    '/store?category_id=11',
  );
  expect(within(drawer).getByRole('link', { name: 'Neu eingetroffen' }).getAttribute('href')).toBe(
    '/store?category_id=1&sort_by=newest',
  );
  expect(within(drawer).getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe(
    '/signin',
  );
});

it("keeps the category row's place while the categories load, hidden from keyboard and screen readers", async () => {
  answerCategories([{ id: 2, name_german: 'Bücher', name_arabic: 'كتب', image: null }]);
  const { container } = renderHost(<Header />);
  const placeholder = () => container.querySelector('header [aria-hidden="true"] button');
  expect(placeholder()?.getAttribute('tabindex')).toBe('-1');
  expect(screen.queryByRole('navigation', { name: 'Kategorien' })).toBeNull();
  await screen.findByRole('link', { name: 'Bücher' });
  expect(placeholder()).toBeNull();
});

it('gives the category row up when there are no categories to show', async () => {
  const categories = answerCategories([]);
  const { container } = renderHost(<Header />);
  await waitFor(() => expect(categories).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(container.querySelector('header hr')).toBeNull());
});
