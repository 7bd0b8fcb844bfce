import { DEFAULT_FREE_SHIPPING_THRESHOLD_EUR } from '@shop/shared-contracts/api/shipping-rule';
import { intlLocale } from '@shop/shared-contracts/format/locale';
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
  // Whole euros without cents (`100 €`); a configured 75.50 keeps its cents.
  const digits = Number.isInteger(threshold) ? 0 : 2;
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(threshold);
}
