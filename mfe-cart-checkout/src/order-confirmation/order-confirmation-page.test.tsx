import { formatDate } from '@shop/shared-contracts/format/date';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { order, shopper } from '../shared/test-data';
import OrderConfirmationPage from './order-confirmation-page';

const server = setupApiServer();

const renderAt = (route: string, language: 'du' | 'ar' = 'du') =>
  renderRemotePage(<OrderConfirmationPage />, {
    route,
    path: '/order-confirmation',
    language,
    namespaces: ['cartCheckout'],
    session: { user: shopper },
  });

describe('OrderConfirmationPage', () => {
  it('reads the order by ?order_id= and shows number, totals and the payment label', async () => {
    server.use(
      apiHandler('GET /v1/orders/{id}', ({ params }) =>
        order({ id: Number(params.id), wallet_usage: 100, final_price: 0, payment_status: 'paid' }),
      ),
    );
    await renderAt('/order-confirmation?order_id=55');
    expect((await screen.findByTestId('order-number')).textContent).toBe('ORD-20261123-000055');
    expect(screen.getByTestId('payment-label').textContent).toBe('Guthaben');
    expect(screen.getByTestId('order-total').textContent).toBe(formatEuro(0, 'du'));
    expect(screen.getByRole('link', { name: 'Alle Bestellungen' }).getAttribute('href')).toBe(
      '/orders',
    );
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' }).getAttribute('href')).toBe(
      '/store',
    );
  });

  it('shows "Order Not Found" for an unknown id or another shopper\'s order', async () => {
    server.use(apiHandler('GET /v1/orders/{id}', () => apiError(404, 'Order not found.')));
    await renderAt('/order-confirmation?id=999', 'ar');
    expect(await screen.findByText('الطلب غير موجود')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'كل الطلبات' }).getAttribute('href')).toBe('/orders');
  });

  it('shows "Order Not Found" without any id', async () => {
    await renderAt('/order-confirmation');
    expect(await screen.findByText('Bestellung nicht gefunden')).toBeTruthy();
  });

  it('promises a Friday express order for the Tuesday, counting working days', async () => {
    server.use(
      apiHandler('GET /v1/orders/{id}', () =>
        order({ created_at: '2026-11-27T10:00:00Z', shipping_type: 'fast' }),
      ),
    );
    await renderAt('/order-confirmation?order_id=55');
    expect((await screen.findByTestId('delivery-estimate')).textContent).toContain(
      formatDate(new Date(2026, 11, 1), 'du'),
    );
    expect(screen.getByTestId('payment-label').textContent).toBe('Kartenzahlung bei Lieferung');
  });

  it('keeps the postcode and phone number left to right in the Arabic address', async () => {
    const placed = order({ id: 55 });
    server.use(apiHandler('GET /v1/orders/{id}', () => placed));
    await renderAt('/order-confirmation?order_id=55', 'ar');
    expect((await screen.findByText(placed.address.phone_number)).closest('bdi')?.dir).toBe('ltr');
    expect(screen.getByText(placed.address.postal_code ?? '').closest('bdi')?.dir).toBe('ltr');
    expect(screen.getByText(placed.address.address).closest('bdi')?.dir).toBe('auto');
  });
});
