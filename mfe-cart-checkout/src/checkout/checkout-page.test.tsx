import type { CheckoutQuoteBody } from '@shop/shared-contracts/api/checkout-quote';
import { formatEuro } from '@shop/shared-contracts/format/money';
import {
  apiError,
  apiHandler,
  NETWORK_ERROR,
  setupApiServer,
} from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  bagSeller,
  cartItem,
  home,
  office,
  order,
  quote,
  shoeSeller,
  shopper,
} from '../shared/test-data';
import CheckoutPage from './checkout-page';

const server = setupApiServer();
const items = [cartItem(1, shoeSeller, { quantity: 2 }), cartItem(2, bagSeller)];

function serveCheckout(
  answerQuote: (body: CheckoutQuoteBody) => ReturnType<typeof quote> | ReturnType<typeof apiError>,
) {
  server.use(
    apiHandler('GET /v1/cart', () => items),
    apiHandler('GET /v1/address', () => [home, office]),
    apiHandler('GET /v1/get-prices', () => ({
      price: 4.9,
      fast_price: 12.5,
      free_shipping_threshold: 100,
    })),
    apiHandler('POST /v1/checkout/quote', ({ body }) => answerQuote(body)),
  );
}

const renderCheckout = () =>
  renderRemotePage(<CheckoutPage />, {
    route: '/checkout',
    language: 'du',
    namespaces: ['cartCheckout'],
    session: { user: shopper },
  });

describe('CheckoutPage', () => {
  it("preselects the default address and shows the server's shipping prices and totals", async () => {
    serveCheckout((body) =>
      quote({
        shipping_type: body.shipping_type,
        shipping_cost: body.shipping_type === 'fast' ? 12.5 : 4.9,
        final_price: body.shipping_type === 'fast' ? 92.5 : 84.9,
      }),
    );
    await renderCheckout();
    expect(await screen.findByRole('radio', { name: /Büro/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /^Standard – 4,90/ })).toHaveProperty('checked', true);
    expect((await screen.findByTestId('summary-total')).textContent).toBe(formatEuro(84.9, 'du'));
    fireEvent.click(screen.getByRole('radio', { name: /^Express – 12,50.*1-2 Werktage/ }));
    await waitFor(() =>
      expect(screen.getByTestId('summary-total').textContent).toBe(formatEuro(92.5, 'du')),
    );
    expect(screen.getByTestId('summary-shipping').textContent).toBe(formatEuro(12.5, 'du'));
  });

  it('shows which seller a vendor coupon applies to and its discount per line', async () => {
    serveCheckout((body) =>
      body.coupon
        ? quote({
            coupon: {
              code: 'SCHUH15',
              discount_type: 'percentage',
              discount_amount: 15,
              vendor_id: shoeSeller.id,
            },
            discount: 12,
            lines: [
              {
                cart_item_id: 1,
                vendor: shoeSeller,
                quantity: 2,
                unit_price: 40,
                subtotal: 80,
                discount: 12,
              },
              {
                cart_item_id: 2,
                vendor: bagSeller,
                quantity: 1,
                unit_price: 40,
                subtotal: 40,
                discount: 0,
              },
            ],
            vendor_discounts: [{ vendor: shoeSeller, discount: 12 }],
            final_price: 78,
          })
        : quote(),
    );
    await renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByText('Bitte gib einen Gutscheincode ein')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Gutscheincode'), { target: { value: 'schuh15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByText('SCHUH15 gilt nur für Artikel von Schuhhaus.')).toBeTruthy();
    expect(screen.getByTestId('summary-seller-discount').textContent).toBe(
      `−${formatEuro(12, 'du')}`,
    );
    expect(screen.getAllByTestId('line-discount')).toHaveLength(1);
    expect(screen.getByLabelText('Gutscheincode')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('summary-total').textContent).toBe(formatEuro(78, 'du'));
  });

  it("translates the server's reason for refusing a coupon", async () => {
    serveCheckout((body) =>
      body.coupon
        ? apiError(422, 'This coupon has expired.', { coupon: ['This coupon has expired.'] })
        : quote(),
    );
    await renderCheckout();
    fireEvent.change(await screen.findByLabelText('Gutscheincode'), {
      target: { value: 'WINTER20' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByText('Dieser Gutschein ist abgelaufen.')).toBeTruthy();
    expect(screen.getByLabelText('Gutscheincode')).toHaveProperty('disabled', false);
  });

  it('removes an applied coupon without the "enter a code" error', async () => {
    serveCheckout((body) =>
      body.coupon
        ? quote({
            coupon: {
              code: 'SAVE10',
              discount_type: 'percentage',
              discount_amount: 10,
              vendor_id: null,
            },
            discount: 8,
          })
        : quote(),
    );
    await renderCheckout();
    fireEvent.change(await screen.findByLabelText('Gutscheincode'), {
      target: { value: 'save10' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    const remove = await screen.findByRole('button', { name: 'Gutschein entfernen' });
    fireEvent.click(remove);
    expect(await screen.findByRole('button', { name: 'Einlösen' })).toBeTruthy();
    expect(screen.queryByText('Bitte gib einen Gutscheincode ein')).toBeNull();
    expect(screen.getByLabelText('Gutscheincode')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Gutscheincode').getAttribute('aria-invalid')).toBe('false');
  });

  it("shows an unknown coupon (a 422 from the server) in the shopper's language", async () => {
    serveCheckout((body) =>
      body.coupon
        ? apiError(422, 'Invalid coupon code', { coupon: ['Invalid coupon code'] })
        : quote(),
    );
    await renderCheckout();
    fireEvent.change(await screen.findByLabelText('Gutscheincode'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByText('Ungültiger Gutscheincode')).toBeTruthy();
  });

  it("ships standard free when the server's quote says so, and says express keeps its price", async () => {
    serveCheckout((body) =>
      quote({
        subtotal: 120,
        shipping_type: body.shipping_type,
        shipping_cost: body.shipping_type === 'fast' ? 12.5 : 0,
        free_shipping_missing: 0,
      }),
    );
    await renderCheckout();
    expect(await screen.findByRole('radio', { name: /^Standard – Kostenlos/ })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('summary-shipping').textContent).toBe('Kostenlos'),
    );
    expect(
      screen.getByText(
        `Standardversand ist ab ${formatEuro(100, 'du')} Bestellwert kostenlos, Express kostet immer ${formatEuro(12.5, 'du')}.`.replace(
          /\s+/g,
          ' ',
        ),
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('checkout-payment-method').textContent).toBe(
      'Kartenzahlung bei Lieferung',
    );
  });

  it('offers the wallet only with a balance, and retries an order with the same idempotency key', async () => {
    serveCheckout((body) =>
      quote({
        wallet_balance: 50,
        wallet_usage: body.wallet ? 50 : 0,
        final_price: body.wallet ? 40 : 90,
      }),
    );
    const keys: (string | null)[] = [];
    const bodies: unknown[] = [];
    const place = vi
      .fn()
      .mockReturnValueOnce(NETWORK_ERROR)
      .mockReturnValue(order({ id: 77 }));
    server.use(
      apiHandler('POST /v1/place-order', ({ body, headers }) => {
        keys.push(headers.get('Idempotency-Key'));
        bodies.push(body);
        return place();
      }),
    );
    await renderCheckout();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Guthaben bezahlen/ }));
    await waitFor(() =>
      expect(screen.getByTestId('summary-wallet').textContent).toBe(`−${formatEuro(50, 'du')}`),
    );
    fireEvent.click(screen.getByTestId('place-order'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('nicht doppelt'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('place-order')).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('page /order-confirmation?id=77')).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(bodies[1]).toEqual({
      address_id: office.id,
      shipping_type: 'normal',
      coupon: '',
      wallet: true,
    });
  });

  it('explains a quantity above the stock left and leads back to the cart', async () => {
    serveCheckout(() =>
      apiError(409, 'Only 1 left of "Artikel 1". Please update the quantity in your cart.'),
    );
    await renderCheckout();
    expect(await screen.findByText(/Only 1 left of "Artikel 1"/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zum Warenkorb' }).getAttribute('href')).toBe(
      '/card',
    );
    expect(screen.getByTestId('place-order')).toHaveProperty('disabled', true);
  });

  it('sends an empty cart to the store', async () => {
    server.use(
      apiHandler('GET /v1/cart', () => []),
      apiHandler('GET /v1/address', () => []),
      apiHandler('GET /v1/get-prices', () => ({
        price: 10,
        fast_price: 20,
        free_shipping_threshold: 100,
      })),
    );
    await renderCheckout();
    expect(await screen.findByText('page /store')).toBeTruthy();
  });

  it('offers the way back to the cart when the checkout cannot load', async () => {
    server.use(
      apiHandler('GET /v1/cart', () => apiError(500, '')),
      apiHandler('GET /v1/address', () => [home]),
      apiHandler('GET /v1/get-prices', () => ({
        price: 10,
        fast_price: 20,
        free_shipping_threshold: 100,
      })),
    );
    await renderCheckout();
    const back = await screen.findByRole('link', { name: 'Zurück zum Warenkorb' });
    expect(back.getAttribute('href')).toBe('/card');
  });

  it('asks for an address when the shopper has none, with a link that returns here', async () => {
    serveCheckout(() => quote());
    server.use(apiHandler('GET /v1/address', () => []));
    await renderCheckout();
    const add = await screen.findByRole('link', { name: 'Neue Adresse hinzufügen' });
    expect(add.getAttribute('href')).toBe('/profile/addresses?returnTo=%2Fcheckout');
    await screen.findByTestId('summary-total');
    fireEvent.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('Bitte wähle eine Lieferadresse')).toBeTruthy();
  });

  it('keeps the postcode and phone number of an address left to right', async () => {
    serveCheckout(() => quote({}));
    await renderCheckout();
    const choice = (await screen.findByRole('radio', { name: /Büro/ })).closest('label');
    if (!choice) throw new Error('the address has no label');
    expect(within(choice).getByText(office.phone_number).closest('bdi')?.dir).toBe('ltr');
    expect(
      within(choice)
        .getByText(office.postal_code ?? '')
        .closest('bdi')?.dir,
    ).toBe('ltr');
    expect(within(choice).getByText(office.address).closest('bdi')?.dir).toBe('auto');
  });
});
