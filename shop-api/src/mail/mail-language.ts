import type { ShopperMailLanguage } from '@shop/shared-contracts/i18n/languages';
import type { FastifyRequest } from 'fastify';

/** The languages mail texts exist in; English is the internal fallback no shopper is sent. */
export const MAIL_LANGUAGES = ['du', 'ar', 'en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** German, the shop's home language: a shopper whose language is unknown is mailed in it. */
export const DEFAULT_SHOPPER_LANGUAGE: ShopperMailLanguage = 'du';

/** A shop or browser language code ("du", "de-AT", "ar-EG", "en") as a mail language, or null. */
export function mailLanguageOf(code: string | null | undefined): MailLanguage | null {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'du' || base === 'de') return 'du';
  if (base === 'ar') return 'ar';
  if (base === 'en') return 'en';
  return null;
}

/** A stored or sent code as a language a shopper may be mailed in (German, Arabic), or null. */
export function shopperLanguageOf(code: string | null | undefined): ShopperMailLanguage | null {
  const language = mailLanguageOf(code);
  return language === 'du' || language === 'ar' ? language : null;
}

/**
 * The shop language a request was made in: the `lang` the client sent, else the first language
 * of `Accept-Language` the shop knows (by its q order; the shop's client sends the language it
 * shows there). Null for English or nothing known: neither says which of the shop's languages.
 */
export function requestShopLanguage(
  request: FastifyRequest,
  explicit?: string | null,
): ShopperMailLanguage | null {
  const chosen = mailLanguageOf(explicit);
  if (chosen) return shopperLanguageOf(chosen);
  const header = request.headers['accept-language'];
  const ranked = (typeof header === 'string' ? header : '')
    .slice(0, 500)
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0 };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const language = mailLanguageOf(tag);
    if (language) return shopperLanguageOf(language);
  }
  return null;
}

/** The language of a mail sent while the shopper is at the shop (sign-up): never English. */
export function requestLanguage(
  request: FastifyRequest,
  explicit?: string | null,
): ShopperMailLanguage {
  return requestShopLanguage(request, explicit) ?? DEFAULT_SHOPPER_LANGUAGE;
}

/** What an account says about its mails: the shopper's choice and their last session's language. */
export interface AccountLanguages {
  mailLanguage: string | null;
  language: string | null;
}

/**
 * The language every mail to a shopper is written in: their own choice in the profile, else the
 * language of their last session, else German. Never English.
 */
export function shopperMailLanguage(account: AccountLanguages): ShopperMailLanguage {
  return (
    shopperLanguageOf(account.mailLanguage) ??
    shopperLanguageOf(account.language) ??
    DEFAULT_SHOPPER_LANGUAGE
  );
}
