import { formatEuro } from '@shop/shared-contracts/format/money';
import { type Language, normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import { useTranslation } from '@shop/shared-platform/i18n/react';

/** The interface language and a euro formatter for it. */
export function useMoney(): { language: Language; euro: (amount: number) => string } {
  const { i18n } = useTranslation('cartCheckout');
  const language = normalizeLanguage(i18n.language);
  return { language, euro: (amount) => formatEuro(amount, language) };
}
