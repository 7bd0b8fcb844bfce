import type { ShipmentReturn } from '@shop/shared-contracts/api/marketplace-money';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import du from '../../public/locales/du/seller.json';
import { page, testShipment, testStore } from '../shared/test-data';
import { openPage } from '../shared/test-kit';
import SellerReturnsPage from './seller-returns-page';

const server = setupApiServer(apiHandler('GET /v1/seller/me', () => testStore));
const open = () =>
  openPage(<SellerReturnsPage />, { route: '/seller/returns', path: '/seller/returns' });
const heading = 'Rücksendung zur Bestellung ORD-20261120-000001';

function testReturn(overrides: Partial<ShipmentReturn> = {}): ShipmentReturn {
  const [line] = testShipment(1).lines;
  if (!line) throw new Error('the test shipment has a line');
  return {
    id: 7,
    shipment_id: 1,
    order_id: 101,
    order_number: 'ORD-20261120-000001',
    status: 'requested',
    reason: 'Zu klein',
    refusal_reason: null,
    lines: [{ ...line, quantity: 1, subtotal: 29.9 }],
    refund: 26.91,
    created_at: '2026-11-22T10:00:00Z',
    decided_at: null,
    ...overrides,
  };
}

describe("the store's returns", () => {
  it('shows lines, reason and refund, and accepts', async () => {
    let item = testReturn();
    let accepted = 0;
    server.use(
      apiHandler('GET /v1/seller/returns', () => page([item])),
      apiHandler('POST /v1/seller/returns/{id}/accept', () => {
        accepted += 1;
        item = { ...item, status: 'accepted' };
        return item;
      }),
    );
    await open();
    const card = await screen.findByRole('article', { name: heading });
    expect(within(card).getByText('1 × Ledertasche', { exact: false })).toBeTruthy();
    expect(within(card).getByText(/Zu klein/)).toBeTruthy();
    expect(within(card).getByText(/26,91/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: du.returns.accept }));
    expect(await within(card).findByText(du.returns.status.accepted)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: du.returns.accept })).toBeNull();
    expect(accepted).toBe(1);
  });

  it('refuses with a reason, and says so when another decision came first', async () => {
    const reasons: string[] = [];
    server.use(
      apiHandler('GET /v1/seller/returns', () => page([testReturn()])),
      apiHandler('POST /v1/seller/returns/{id}/refuse', ({ body }) => {
        reasons.push(body.reason);
        return apiError(409, 'decided', undefined, { return: 'return_decided' });
      }),
    );
    await open();
    const card = await screen.findByRole('article', { name: heading });
    fireEvent.click(within(card).getByRole('button', { name: du.returns.refuse }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: new RegExp(du.reason.label) });
    // Typed in either language, the reason takes the direction of its first letters.
    expect(reason.getAttribute('dir')).toBe('auto');
    fireEvent.change(reason, { target: { value: 'Getragen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: du.returns.refuseConfirm }));
    expect(await within(dialog).findByText(du.returns.decided)).toBeTruthy();
    expect(reasons).toEqual(['Getragen']);
  });

  it('filters by status on the server and shows a refusal reason', async () => {
    const queries: string[] = [];
    server.use(
      apiHandler('GET /v1/seller/returns', ({ query }) => {
        queries.push(query.toString());
        return page([testReturn({ status: 'refused', refusal_reason: 'Getragen' })]);
      }),
    );
    await open();
    const card = await screen.findByRole('article', { name: heading });
    expect(within(card).getByText(/Getragen/)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: du.returns.statusFilter }));
    fireEvent.click(await screen.findByRole('option', { name: du.returns.status.refused }));
    await waitFor(() => expect(queries.at(-1)).toBe('page=1&status=refused'));
  });

  it('says so when there are no returns', async () => {
    server.use(apiHandler('GET /v1/seller/returns', () => page([])));
    await open();
    expect(await screen.findByText(du.returns.none)).toBeTruthy();
  });

  it('shows an error with a retry when the list fails', async () => {
    server.use(apiHandler('GET /v1/seller/returns', () => apiError(500, 'boom')));
    await open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button')).toBeTruthy();
  });

  it("sets the shopper's reason and the refusal in their own direction", async () => {
    server.use(
      apiHandler('GET /v1/seller/returns', () =>
        page([testReturn({ status: 'refused', refusal_reason: 'Getragen.' })]),
      ),
    );
    await openPage(<SellerReturnsPage />, {
      route: '/seller/returns',
      path: '/seller/returns',
      language: 'ar',
    });
    expect((await screen.findByText('Zu klein')).closest('[dir]')?.getAttribute('dir')).toBe(
      'auto',
    );
    expect(screen.getByText('Getragen.').closest('[dir]')?.getAttribute('dir')).toBe('auto');
  });
});
