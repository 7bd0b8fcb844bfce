import type { ShipBody } from '@shop/shared-contracts/api/marketplace';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import du from '../../public/locales/du/seller.json';
import { page, testShipment, testStore } from '../shared/test-data';
import { openPage } from '../shared/test-kit';
import SellerOrdersPage from './seller-orders-page';

const server = setupApiServer(apiHandler('GET /v1/seller/me', () => testStore));
const open = () =>
  openPage(<SellerOrdersPage />, { route: '/seller/orders', path: '/seller/orders' });
const card = (number: string) => screen.findByRole('article', { name: number });

describe("the vendor's orders", () => {
  it('filters by status on the server', async () => {
    const queries: string[] = [];
    server.use(
      apiHandler('GET /v1/seller/shipments', ({ query }) => {
        queries.push(query.toString());
        return page([testShipment(1)]);
      }),
    );
    await open();
    expect(await card('ORD-20261120-000001')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: du.orders.statusFilter }));
    fireEvent.click(await screen.findByRole('option', { name: du.orders.status.accepted }));
    await waitFor(() => expect(queries.at(-1)).toBe('page=1&status=accepted'));
  });

  it('accepts, then ships with carrier and tracking number', async () => {
    let shipment = testShipment(1);
    const shipped: ShipBody[] = [];
    server.use(
      apiHandler('GET /v1/seller/shipments', () => page([shipment])),
      apiHandler('POST /v1/seller/shipments/{id}/accept', () => {
        shipment = { ...shipment, status: 'accepted' };
        return shipment;
      }),
      apiHandler('POST /v1/seller/shipments/{id}/ship', ({ body }) => {
        shipped.push(body);
        shipment = { ...shipment, status: 'shipped', ...body };
        return shipment;
      }),
    );
    await open();
    const order = await card('ORD-20261120-000001');
    expect(within(order).getByText('2 × Ledertasche', { exact: false })).toBeTruthy();
    fireEvent.click(within(order).getByRole('button', { name: du.orders.accept }));
    fireEvent.click(await within(order).findByRole('button', { name: du.orders.ship }));
    const dialog = await screen.findByRole('dialog', { name: du.orders.shipTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: du.orders.ship }));
    expect(within(dialog).getAllByText(du.errors.field.required)).toHaveLength(2);
    fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(du.orders.carrier) }), {
      target: { value: 'DHL' },
    });
    fireEvent.change(
      within(dialog).getByRole('textbox', { name: new RegExp(du.orders.trackingNumber) }),
      { target: { value: '00340434' } },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: du.orders.ship }));
    await waitFor(() => expect(shipped).toEqual([{ carrier: 'DHL', tracking_number: '00340434' }]));
    expect(await within(order).findByText('DHL, Sendungsnummer 00340434')).toBeTruthy();
    expect(within(order).getByRole('button', { name: du.orders.deliver })).toBeTruthy();
  });

  it('cancels with a reason after asking; the server refusing the reason is shown', async () => {
    const reasons: string[] = [];
    server.use(
      apiHandler('GET /v1/seller/shipments', () => page([testShipment(1)])),
      apiHandler('POST /v1/seller/shipments/{id}/cancel', ({ body }) => {
        reasons.push(body.reason);
        return reasons.length === 1
          ? apiError(422, 'invalid', { reason: ['bad'] }, { reason: 'invalid' })
          : testShipment(1, { status: 'cancelled' });
      }),
    );
    await open();
    const order = await card('ORD-20261120-000001');
    fireEvent.click(within(order).getByRole('button', { name: du.orders.cancel }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: new RegExp(du.reason.label) });
    fireEvent.change(reason, { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: du.orders.cancelConfirm }));
    expect(within(dialog).getByText(du.errors.field.too_short)).toBeTruthy();
    fireEvent.change(reason, { target: { value: 'Out of stock' } });
    fireEvent.click(within(dialog).getByRole('button', { name: du.orders.cancelConfirm }));
    expect(await within(dialog).findByText(du.errors.check)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: du.orders.cancelConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reasons).toEqual(['Out of stock', 'Out of stock']);
  });

  it('says so when there are no orders', async () => {
    server.use(apiHandler('GET /v1/seller/shipments', () => page([])));
    await open();
    expect(await screen.findByText(du.orders.none)).toBeTruthy();
  });

  it('shows an error with a retry when the list fails', async () => {
    server.use(apiHandler('GET /v1/seller/shipments', () => apiError(500, 'boom')));
    await open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button')).toBeTruthy();
  });

  it('keeps the postcode left to right and the street in its own direction', async () => {
    server.use(apiHandler('GET /v1/seller/shipments', () => page([testShipment(1)])));
    await open();
    const shipment = await card('ORD-20261120-000001');
    expect(within(shipment).getByText('50667').closest('bdi')?.dir).toBe('ltr');
    expect(within(shipment).getByText('Weg 2').closest('bdi')?.dir).toBe('auto');
    expect(within(shipment).getByText('Köln').closest('bdi')?.dir).toBe('auto');
  });
});
