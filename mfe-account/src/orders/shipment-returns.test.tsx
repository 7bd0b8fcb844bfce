import type { Order, Paginated } from '@shop/shared-contracts/api/entities';
import type {
  ReturnRequestInput,
  ShipmentReturn,
} from '@shop/shared-contracts/api/marketplace-money';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '../../public/locales/ar/account.json';
import du from '../../public/locales/du/account.json';
import en from '../../public/locales/en/account.json';
import { testOrder, testUser } from '../shared/test-data';
import OrdersPage from './orders-page';

const server = setupApiServer();
const locales = { du, ar, en };

/** A delivered order of one store's shipment, open for returns, with the given returns. */
function deliveredOrder(returns: ShipmentReturn[] = []): Order {
  const base = testOrder(1, { order_status: 'delivered' });
  const [item] = base.items;
  if (!item) throw new Error('test order without items');
  return {
    ...base,
    items: [{ ...item, quantity: 2 }],
    shipments: [
      {
        id: 71,
        vendor: { id: 1, store_name_in_german: 'Lisas Laden', store_name_in_arabic: 'متجر ليزا' },
        status: 'delivered',
        order_item_ids: [item.id],
        carrier: 'DHL',
        tracking_number: '00340434161094',
        updated_at: '2026-11-02T10:00:00.000Z',
        returnable_until: '2026-11-16T10:00:00.000Z',
        returns,
      },
    ],
  };
}

const made = (overrides: Partial<ShipmentReturn>): ShipmentReturn => ({
  id: 5,
  shipment_id: 71,
  order_id: 1,
  order_number: 'ORD-20261101-000001',
  status: 'requested',
  reason: 'Zu klein',
  refusal_reason: null,
  lines: [
    {
      order_item_id: deliveredOrder().items[0]?.id ?? 0,
      product_id: 101,
      name_german: 'Rotes Kleid',
      name_arabic: 'فستان أحمر',
      variant_label: '',
      quantity: 1,
      unit_price: 10,
      subtotal: 10,
    },
  ],
  refund: 9,
  created_at: '2026-11-03T10:00:00.000Z',
  decided_at: null,
  ...overrides,
});

const page = (data: Order[]): Paginated<Order> => ({
  data,
  current_page: 1,
  last_page: 1,
  total: data.length,
  per_page: 15,
});

async function openShipment(language: Language = 'du') {
  const t = locales[language].orders;
  renderRemotePage(<OrdersPage />, {
    route: '/orders',
    path: '/orders',
    language,
    namespaces: ['account'],
    session: { user: testUser },
  });
  const card = await screen.findByRole('article', { name: 'ORD-20261101-000001' });
  fireEvent.click(within(card).getByRole('button', { name: t.showDetails }));
  return within(card).getByTestId('shipment-71');
}

describe('returning a delivered shipment', () => {
  it('chooses an item and a reason, sends them, and shows the return waiting', async () => {
    const t = du.orders.returns;
    let order = deliveredOrder();
    const sent: ReturnRequestInput[] = [];
    server.use(
      apiHandler('GET /v1/orders', () => page([order])),
      apiHandler('POST /v1/orders/{id}/shipments/{shipmentId}/returns', ({ body }) => {
        sent.push(body);
        const answer = made({ reason: body.reason });
        order = deliveredOrder([answer]);
        return answer;
      }),
    );
    const shipment = await openShipment();
    fireEvent.click(within(shipment).getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    fireEvent.click(within(dialog).getByRole('button', { name: t.send }));
    expect(within(dialog).getByText(t.errors.none_chosen)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: '1' } });
    const reason = within(dialog).getByRole('textbox', { name: new RegExp(t.reason) });
    // Typed in either language, the reason takes the direction of its first letters.
    expect(reason.getAttribute('dir')).toBe('auto');
    fireEvent.change(reason, { target: { value: ' Zu klein ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.send }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const itemId = order.items[0]?.id;
    expect(sent).toEqual([{ reason: 'Zu klein', items: [{ order_item_id: itemId, quantity: 1 }] }]);
    const shown = await within(shipment).findByTestId('return-5');
    expect(within(shown).getByText(t.status.requested)).toBeTruthy();
    expect(within(shown).getByText(/9,00/)).toBeTruthy();
    // One return waits: no second one until the store decided.
    expect(within(shipment).queryByRole('button', { name: t.open })).toBeNull();
  });

  it('shows the API’s refusal of the request in the shopper’s language', async () => {
    const t = en.orders.returns;
    server.use(
      apiHandler('GET /v1/orders', () => page([deliveredOrder()])),
      apiHandler('POST /v1/orders/{id}/shipments/{shipmentId}/returns', () =>
        apiError(422, 'late', { shipment: ['late'] }, { shipment: 'not_returnable' }),
      ),
    );
    const shipment = await openShipment('en');
    fireEvent.click(within(shipment).getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(t.reason) }), {
      target: { value: 'Too small' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t.send }));
    expect(await within(dialog).findByText(t.errors.not_returnable)).toBeTruthy();
  });

  it.each(['du', 'ar'] as Language[])(
    'shows an accepted refund and a refusal with the store’s reason (%s)',
    async (language) => {
      const t = locales[language].orders.returns;
      server.use(
        apiHandler('GET /v1/orders', () =>
          page([
            deliveredOrder([
              made({ id: 6, status: 'refused', refusal_reason: '<b>Getragen</b>' }),
              made({ id: 5, status: 'accepted' }),
            ]),
          ]),
        ),
      );
      const shipment = await openShipment(language);
      const refused = within(shipment).getByTestId('return-6');
      expect(within(refused).getByText(t.status.refused)).toBeTruthy();
      expect(within(refused).getByText(/<b>Getragen<\/b>/)).toBeTruthy();
      const accepted = within(shipment).getByTestId('return-5');
      expect(within(accepted).getByText(t.status.accepted)).toBeTruthy();
      // One of two items is still returnable, so the shopper may ask again.
      expect(within(shipment).getByRole('button', { name: t.open })).toBeTruthy();
    },
  );

  it('offers no return once the window has passed', async () => {
    const order = deliveredOrder();
    const [shipment] = order.shipments ?? [];
    if (!shipment) throw new Error('no shipment');
    server.use(
      apiHandler('GET /v1/orders', () =>
        page([{ ...order, shipments: [{ ...shipment, returnable_until: null }] }]),
      ),
    );
    const shown = await openShipment();
    expect(within(shown).queryByRole('button', { name: du.orders.returns.open })).toBeNull();
  });
});
