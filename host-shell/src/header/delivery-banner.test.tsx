import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { renderHost } from '../testing/render-host';
import { setupTestI18n } from '../testing/test-i18n';
import { DeliveryBanner } from './delivery-banner';

const server = setupApiServer();
beforeEach(() => setupTestI18n('du'));
afterEach(() => cleanup());

it('names the threshold the API is configured with, not the default', async () => {
  server.use(apiHandler('GET /v1/shop-settings', () => ({ free_shipping_threshold: 75.5 })));
  renderHost(<DeliveryBanner />);
  expect(await screen.findByText(/Kostenlose Lieferung ab 75,50\s€ Bestellwert/)).toBeTruthy();
});

it('names a whole-euro threshold without cents', async () => {
  server.use(apiHandler('GET /v1/shop-settings', () => ({ free_shipping_threshold: 150 })));
  renderHost(<DeliveryBanner />);
  expect(await screen.findByText(/Kostenlose Lieferung ab 150\s€ Bestellwert/)).toBeTruthy();
});
