import { htmlLang, isRtl, type Language } from '@shop/shared-contracts/i18n/languages';
import { freeDeliveryAmount } from '../header/free-delivery';
import { AMOUNT_PLACEHOLDER, APP_SHELL_ID, textAttribute } from './app-shell-document';

/**
 * Finishes the document's first paint (`app-shell-document.ts`) as the entry's first act: sets
 * `<html lang dir>` for the shopper's language (i18next sets the same once it runs) and writes
 * that language's banner and shop name into the bar, which shows them from then on. Runs before
 * the shared libraries exist, so it uses only the contract's pure helpers.
 */
export function paintAppShell(language: Language, doc: Document = document): void {
  doc.documentElement.lang = htmlLang(language);
  doc.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
  const shell = doc.getElementById(APP_SHELL_ID);
  if (!shell) return;
  const attribute = textAttribute(language);
  for (const element of shell.querySelectorAll(`[${attribute}]`)) {
    const text = element.getAttribute(attribute) ?? '';
    element.textContent = text.replace(AMOUNT_PLACEHOLDER, freeDeliveryAmount(language));
  }
  shell.dataset.language = language;
}
