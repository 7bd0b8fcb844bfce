import { DEFAULT_FREE_SHIPPING_THRESHOLD_EUR } from '@shop/shared-contracts/api/shipping-rule';
import { formatEuroAmount } from '@shop/shared-contracts/format/money';
import type { Language } from '@shop/shared-contracts/i18n/languages';

/**
 * Orders from this value ship free unless the API's `GET /v1/shop-settings` names another (it
 * is configured); the first paint names this one. Prices are in euro.
 */
export const FREE_DELIVERY_THRESHOLD = DEFAULT_FREE_SHIPPING_THRESHOLD_EUR;

/**
 * The threshold as the delivery banner writes it (`100 €`).
 */
export function freeDeliveryAmount(
  language: Language,
  threshold: number = FREE_DELIVERY_THRESHOLD,
): string {
  return formatEuroAmount(threshold, language);
}
