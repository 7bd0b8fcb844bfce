import type { ShopSettings } from '@shop/shared-contracts/api/shipping-rule';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { euros } from '../http/money';

/** Browsers and proxies may reuse the answer this long: it changes only with a redeploy. */
const SETTINGS_MAX_AGE_SECONDS = 300;

/**
 * `GET /v1/shop-settings`: what the screens show of the configuration, so the header's
 * free-delivery banner names the threshold the quote and the order charge by
 * (`FREE_SHIPPING_THRESHOLD_EUR`), not the default. Read from the configuration, not the database.
 */
export function registerShopSettingsRoute(app: FastifyInstance): void {
  const settings: ShopSettings = {
    free_shipping_threshold: euros(app.config.freeShippingThresholdCents),
  };
  contractRoute(
    app,
    'GET /v1/shop-settings',
    {
      tags: ['orders'],
      description:
        'Configuration the screens show: the order value (items before the coupon) from which standard shipping is free.',
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${SETTINGS_MAX_AGE_SECONDS}`);
      return answer('GET /v1/shop-settings', settings);
    },
  );
}
