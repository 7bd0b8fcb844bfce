import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import du from '../../public/locales/du/seller.json';
import { testDashboard, testStore } from '../shared/test-data';
import { openPage } from '../shared/test-kit';
import SellerDashboardPage from './seller-dashboard-page';

const server = setupApiServer(apiHandler('GET /v1/seller/me', () => testStore));
const open = () => openPage(<SellerDashboardPage />, { route: '/seller', path: '/seller' });

describe('the seller dashboard', () => {
  it('shows what to ship, 30 days of sales, the rating and the low-stock variants', async () => {
    server.use(apiHandler('GET /v1/seller/dashboard', () => testDashboard()));
    await open();
    expect(await screen.findByText(du.dashboard.toShip)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: '2 Bestellungen versenden' }).getAttribute('href'),
    ).toBe('/seller/orders');
    expect(screen.getByText('59,80 €')).toBeTruthy();
    expect(screen.getByText('4,5 von 5 (12 Bewertungen)')).toBeTruthy();
    const chart = screen.getByRole('figure', {
      name: /^Diagramm der letzten 30 Tage: 2 Bestellungen, 59,80\s€ Umsatz$/,
    });
    // The chart's own file loads after the figures; its loading state then goes.
    await waitFor(() => expect(within(chart).queryByText(du.dashboard.chartLoading)).toBeNull(), {
      timeout: 15_000,
    });
    const lowStock = screen.getByRole('region', { name: du.dashboard.lowStock });
    expect(within(lowStock).getByRole('link', { name: 'Ledertasche' }).getAttribute('href')).toBe(
      '/seller/products/4',
    );
    expect(within(lowStock).getByText('(Rot · M): noch 1', { exact: false })).toBeTruthy();
  });

  it('says so when nothing sold in 30 days and nothing runs low', async () => {
    server.use(
      apiHandler('GET /v1/seller/dashboard', () =>
        testDashboard({
          to_ship: 0,
          low_stock: [],
          rating: { average: 0, count: 0 },
          sales_by_day: testDashboard().sales_by_day.map((day) => ({
            ...day,
            revenue: 0,
            orders: 0,
          })),
        }),
      ),
    );
    await open();
    expect(await screen.findByText(du.dashboard.noSales)).toBeTruthy();
    expect(screen.getByText(du.dashboard.lowStockNone)).toBeTruthy();
    expect(screen.getByText(du.dashboard.noRating)).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('shows an error with a retry when the figures fail', async () => {
    server.use(apiHandler('GET /v1/seller/dashboard', () => apiError(500, 'boom')));
    await open();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: /erneut|again|noch einmal/i })).toBeTruthy();
  });

  it('sends a signed-in shopper who is not a vendor to the vendor tab to apply', async () => {
    server.use(apiHandler('GET /v1/seller/me', () => apiError(403, 'not_a_vendor')));
    await open();
    expect(await screen.findByText(du.gate.notVendor)).toBeTruthy();
    expect(screen.getByRole('link', { name: du.gate.apply }).getAttribute('href')).toBe(
      '/my-account?tab=vendor',
    );
    expect(screen.queryByRole('navigation', { name: du.nav.label })).toBeNull();
  });

  it('writes the rating with the decimal comma of German and one decimal', async () => {
    server.use(
      apiHandler('GET /v1/seller/dashboard', () =>
        testDashboard({ rating: { average: 4, count: 1 } }),
      ),
    );
    await open();
    expect(await screen.findByText('4,0 von 5 (1 Bewertung)')).toBeTruthy();
  });
});
