import { useShopSettings } from '@shop/shared-platform/settings/shop-settings';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeliveryFacts } from './delivery-facts';

/** Marks the render in which the settings' answer arrived (the facts render in the same one). */
function SettingsAnswered() {
  return useShopSettings().isSuccess ? <p data-testid="settings-answered" /> : null;
}

const server = setupApiServer();

/** The facts with the settings answering `threshold` (null: the shop offers no free delivery). */
async function renderFacts(threshold: number | null, language: 'du' | 'ar' | 'en' = 'du') {
  server.use(
    apiHandler('GET /v1/shop-settings', () => ({
      free_shipping_threshold: threshold as number,
    })),
  );
  await renderRemotePage(
    <>
      <DeliveryFacts />
      <SettingsAnswered />
    </>,
    {
      route: '/product/1',
      language,
      namespaces: ['product'],
    },
  );
  await screen.findByTestId('settings-answered');
}

const freeDelivery = () => screen.findByTestId('delivery-fact-free-delivery');

describe('the product page’s free-delivery line', () => {
  it('names the configured threshold as money in German', async () => {
    await renderFacts(150);
    expect((await freeDelivery()).textContent).toBe(
      'Kostenloser Versand ab 150\u00a0€ Bestellwert',
    );
  });

  it('keeps the cents of a threshold that has them, in English', async () => {
    await renderFacts(49.9, 'en');
    expect((await freeDelivery()).textContent).toBe('Free delivery on orders from €49.90');
  });

  it('speaks Arabic', async () => {
    await renderFacts(75, 'ar');
    const amount = new Intl.NumberFormat('ar', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(75);
    expect((await freeDelivery()).textContent).toBe(`توصيل مجاني للطلبات من ${amount}`);
  });

  it('says every order ships free at a threshold of 0', async () => {
    await renderFacts(0);
    expect((await freeDelivery()).textContent).toBe('Kostenloser Versand für jede Bestellung');
  });

  it('is not shown when the shop names no threshold', async () => {
    await renderFacts(null);
    expect(screen.queryByTestId('delivery-fact-free-delivery')).toBeNull();
    expect(screen.getByTestId('delivery-fact-returns')).toBeTruthy();
  });
});
