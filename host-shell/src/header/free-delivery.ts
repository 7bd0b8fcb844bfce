import { intlLocale } from '@shop/shared-contracts/format/locale';
import type { Language } from '@shop/shared-contracts/i18n/languages';

/** Orders over 100 are delivered free; prices are in euro, so the banner names euro. */
export const FREE_DELIVERY_THRESHOLD = 100;

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
