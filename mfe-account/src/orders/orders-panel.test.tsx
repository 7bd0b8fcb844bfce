import type { Order, Paginated } from '@shop/shared-contracts/api/entities';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import du from '../../public/locales/du/account.json';
import { testOrder, testUser } from '../shared/test-data';
import OrdersPage from './orders-page';

const server = setupApiServer();
const page = (data: Order[], current = 1, last = 1): Paginated<Order> => ({
  data,
  current_page: current,
  last_page: last,
  total: data.length,
  per_page: 15,
});
const open = (route = '/orders') =>
  renderRemotePage(<OrdersPage />, {
    route,
    path: '/orders',
    language: 'du',
    namespaces: ['account'],
    session: { user: testUser },
  });

describe('my orders', () => {
  it('sends the search, the status and the page to the server', async () => {
    const queries: string[] = [];
    server.use(
      apiHandler('GET /v1/orders', ({ query }) => {
        queries.push(query.toString());
        return page([testOrder(1)], Number(query.get('page') ?? 1), 3);
      }),
    );
    await open();
    expect(await screen.findByRole('heading', { name: 'ORD-20261101-000001' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: du.orders.search }), {
      target: { value: 'Sneaker' },
    });
    fireEvent.click(screen.getByRole('button', { name: du.orders.searchSubmit }));
    await waitFor(() => expect(queries.at(-1)).toBe('page=1&q=Sneaker'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: du.orders.statusFilter }));
    fireEvent.click(await screen.findByRole('option', { name: du.orders.status.shipped }));
    await waitFor(() => expect(queries.at(-1)).toBe('page=1&q=Sneaker&status=shipped'));
    fireEvent.click(await screen.findByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(queries.at(-1)).toBe('page=2&q=Sneaker&status=shipped'));
  });

  it('opens an order with its items, address, totals, payment and derived timeline', async () => {
    server.use(
      apiHandler('GET /v1/orders', () => page([testOrder(1, { order_status: 'shipped' })])),
    );
    await open();
    const card = await screen.findByRole('article', { name: 'ORD-20261101-000001' });
    expect(within(card).queryByText(du.orders.items)).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: du.orders.showDetails }));
    expect(within(card).getByRole('link', { name: 'Sneaker 1' })).toBeTruthy();
    expect(within(card).getByText('Allee 1', { exact: false })).toBeTruthy();
    expect(within(card).getByText('50,00 €', { selector: 'dd' })).toBeTruthy();
    expect(
      within(card).getByText(
        du.orders.paymentMethod.label.replace('{{method}}', du.orders.paymentMethod.cardOnDelivery),
      ),
    ).toBeTruthy();
    const steps = within(card).getAllByRole('listitem').slice(-4);
    expect(steps.map((step) => step.textContent?.split(/\d/)[0])).toEqual([
      du.orders.timeline.pending,
      du.orders.timeline.processing,
      du.orders.timeline.shipped,
      `${du.orders.timeline.delivered} (${du.orders.timeline.open})`,
    ]);
    expect(within(card).queryByRole('button', { name: du.orders.cancel })).toBeNull();
  });

  it('shows a wallet-paid order with its total and the wallet part, not 0,00 €', async () => {
    server.use(
      apiHandler('GET /v1/orders', () =>
        page([testOrder(1, { wallet_usage: 50, final_price: 0, payment_status: 'paid' })]),
      ),
    );
    await open();
    const card = await screen.findByRole('article', { name: 'ORD-20261101-000001' });
    expect(within(card).getByTestId('order-card-total').textContent).toMatch(/^50,00\s€$/);
    expect(within(card).getByText(/davon 50,00\s€ mit Guthaben/, { selector: 'p' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: du.orders.showDetails }));
    expect(
      within(card).getByText(
        du.orders.paymentMethod.label.replace('{{method}}', du.orders.paymentMethod.wallet),
      ),
    ).toBeTruthy();
  });

  it('cancels a pending order after asking, and shows it cancelled', async () => {
    let status: Order['order_status'] = 'pending';
    const cancel = vi.fn(() => {
      status = 'cancelled';
      return testOrder(1, { order_status: status });
    });
    server.use(
      apiHandler('GET /v1/orders', () => page([testOrder(1, { order_status: status })])),
      apiHandler('POST /v1/orders/{id}/cancel', ({ params }) => {
        expect(params.id).toBe('1');
        return cancel();
      }),
    );
    await open();
    fireEvent.click(await screen.findByRole('button', { name: du.orders.cancel }));
    const dialog = await screen.findByRole('dialog');
    expect(cancel).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: du.orders.cancelConfirm }));
    expect(await screen.findByText(du.orders.status.cancelled)).toBeTruthy();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: du.orders.cancel })).toBeNull();
  });

  it('tells an empty history from a search without matches', async () => {
    server.use(apiHandler('GET /v1/orders', () => page([])));
    await open();
    expect(await screen.findByText(du.orders.empty)).toBeTruthy();
    await open('/orders?q=nothing');
    expect(await screen.findByText(du.orders.noMatch)).toBeTruthy();
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    const answer = vi.fn().mockReturnValueOnce(apiError(500, 'Down'));
    answer.mockReturnValue(page([testOrder(2)]));
    server.use(apiHandler('GET /v1/orders', answer));
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'ORD-20261101-000002' })).toBeTruthy();
  });

  it('keeps the postcode and phone number left to right and the street in its own direction', async () => {
    server.use(apiHandler('GET /v1/orders', () => page([testOrder(1)])));
    await open();
    const card = await screen.findByRole('article', { name: 'ORD-20261101-000001' });
    fireEvent.click(within(card).getByRole('button', { name: du.orders.showDetails }));
    // On Arabic pages "+49 30 1234567" read "1234567 30 49+" without its own direction.
    expect(within(card).getByText('030123456').closest('bdi')?.dir).toBe('ltr');
    expect(within(card).getByText('10115').closest('bdi')?.dir).toBe('ltr');
    expect(within(card).getByText('Allee 1').closest('bdi')?.dir).toBe('auto');
  });
});
