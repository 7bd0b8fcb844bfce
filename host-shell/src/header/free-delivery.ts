import { DEFAULT_FREE_SHIPPING_THRESHOLD_EUR } from '@shop/shared-contracts/api/shipping-rule';
import { intlLocale } from '@shop/shared-contracts/format/locale';
import type { Language } from '@shop/shared-contracts/i18n/languages';

/** Orders from this value ship free (the API's rule, shared-contracts); prices are in euro. */
export const FREE_DELIVERY_THRESHOLD = DEFAULT_FREE_SHIPPING_THRESHOLD_EUR;

/**
 * The threshold as the delivery banner writes it (`100 €`). Pure, with no shared library, so the
 * host's entry can also write it into the first paint (`app-shell/paint-app-shell.ts`) before
 * React and i18next have loaded.
 */
export function freeDeliveryAmount(language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(FREE_DELIVERY_THRESHOLD);
}
