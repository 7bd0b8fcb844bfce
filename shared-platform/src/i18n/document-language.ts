import { isRtl, type Language, languageTag } from '@shop/shared-contracts/i18n/languages';

/** Sets `<html lang dir>` for the language: Arabic is right to left, `du` is tagged `de`. */
export function applyDocumentLanguage(lng: Language, doc: Document = document): void {
  doc.documentElement.lang = languageTag(lng);
  doc.documentElement.dir = isRtl(lng) ? 'rtl' : 'ltr';
}
