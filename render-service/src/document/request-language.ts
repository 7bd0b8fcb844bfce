/** The language of a document request: `?lang=`, then the `shop-language` cookie, then the browser. */
import type { Language } from '@shop/shared-contracts/i18n/languages';
import {
  documentLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
} from '@shop/shared-contracts/render/document-language';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) {
      try {
        return decodeURIComponent(value.join('=').trim());
      } catch {
        return undefined; // A malformed cookie counts as none.
      }
    }
  }
  return undefined;
}

export function requestLanguage(
  url: string,
  headers: { cookie?: string; 'accept-language'?: string },
): Language {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return documentLanguage({
    param: new URLSearchParams(query).get(LANGUAGE_PARAM),
    cookie: cookieValue(headers.cookie, LANGUAGE_COOKIE),
    acceptLanguage: headers['accept-language'],
  });
}
