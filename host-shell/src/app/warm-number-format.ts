import { intlLocale } from '@shop/shared-contracts/format/locale';
import type { Language } from '@shop/shared-contracts/i18n/languages';

/**
 * The first `Intl.NumberFormat` of a page sets up the browser's number data: 17 to 25 ms of CPU
 * in Chromium, inside whichever task formats first (the hydration's slice with the delivery
 * banner, which made it the longest task after the first paint). Started here, it runs in a task
 * of its own while the runtime configuration loads, and the hydration's formats are cheap.
 */
export function warmNumberFormat(language: Language): void {
  setTimeout(() => {
    new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR' }).format(0);
  }, 0);
}
