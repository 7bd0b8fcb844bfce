import type { Order, Paginated } from '@shop/shared-contracts/api/entities';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import { routes } from '@shop/shared-contracts/routes';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '../../public/locales/ar/account.json';
import du from '../../public/locales/du/account.json';
import en from '../../public/locales/en/account.json';
import { testOrder, testUser } from '../shared/test-data';
import OrdersPage from './orders-page';

const server = setupApiServer();
const locales = { du, ar, en };

/** An order of two items from two stores: one shipped with DHL, one cancelled. */
function twoStoreOrder(): Order {
  const base = testOrder(1, { order_status: 'shipped' });
  const second = testOrder(2);
  const [first] = base.items;
  const [other] = second.items;
  if (!first || !other) throw new Error('test order without items');
  return {
    ...base,
    items: [first, other],
    shipments: [
      {
        id: 71,
        vendor: { id: 1, store_name_in_german: 'Lisas Laden', store_name_in_arabic: 'متجر ليزا' },
        status: 'shipped',
        order_item_ids: [first.id],
        carrier: 'DHL',
        tracking_number: '00340434161094',
        updated_at: '2026-11-02T10:00:00.000Z',
      },
      {
        id: 72,
        vendor: { id: 2, store_name_in_german: 'Omas Ecke', store_name_in_arabic: 'ركن الجدة' },
        status: 'cancelled',
        order_item_ids: [other.id],
        carrier: null,
        tracking_number: null,
        updated_at: '2026-11-02T11:00:00.000Z',
      },
    ],
  };
}

const page = (data: Order[]): Paginated<Order> => ({
  data,
  current_page: 1,
  last_page: 1,
  total: data.length,
  per_page: 15,
});

describe("the order's shipments", () => {
  it.each(['du', 'ar', 'en'] as Language[])(
    'shows each store with its status, tracking number and items (%s)',
    async (language) => {
      const t = locales[language as keyof typeof locales].orders;
      server.use(apiHandler('GET /v1/orders', () => page([twoStoreOrder()])));
      renderRemotePage(<OrdersPage />, {
        route: '/orders',
        path: '/orders',
        language,
        namespaces: ['account'],
        session: { user: testUser },
      });
      const card = await screen.findByRole('article', { name: 'ORD-20261101-000001' });
      fireEvent.click(within(card).getByRole('button', { name: t.showDetails }));
      const store = (german: string, arabic: string) =>
        t.shipment.from.replace('{{store}}', language === 'du' ? german : arabic);

      const shipped = within(card).getByTestId('shipment-71');
      expect(
        within(shipped).getByRole('heading', { name: store('Lisas Laden', 'متجر ليزا') }),
      ).toBeTruthy();
      expect(within(shipped).getByText(t.shipment.status.shipped)).toBeTruthy();
      expect(
        within(shipped).getByText(
          t.tracking.replace('{{number}}', '00340434161094').replace('{{carrier}}', 'DHL'),
        ),
      ).toBeTruthy();
      expect(
        within(shipped)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toHaveLength(1);

      const cancelled = within(card).getByTestId('shipment-72');
      expect(
        within(cancelled).getByRole('heading', { name: store('Omas Ecke', 'ركن الجدة') }),
      ).toBeTruthy();
      expect(within(cancelled).getByText(t.shipment.status.cancelled)).toBeTruthy();
      expect(within(cancelled).queryByText(/00340434161094/)).toBeNull();
      // Each item is listed once, under the store that sends it.
      const link = (section: HTMLElement) => within(section).getByRole('link').getAttribute('href');
      expect(link(shipped)).toBe(routes.product(101));
      expect(link(cancelled)).toBe(routes.product(102));
    },
  );
});
