/** Request fields several domains share: an e-mail, the shopper's language, a mailed link's token. */
import { Type } from 'typebox';
import { SHOPPER_MAIL_LANGUAGES, type ShopperMailLanguage } from '../../i18n/languages';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../validation/is-valid-email';

/** An e-mail field checked by the same rule as the shop's forms. */
export const email = Type.String({
  minLength: 3,
  maxLength: EMAIL_MAX_LENGTH,
  pattern: EMAIL_PATTERN,
});

/** The language the shopper sees (du, ar, en), for mails; unknown tags fall back on the server. */
export const lang = Type.String({ minLength: 2, maxLength: 10, pattern: '^[A-Za-z_-]+$' });

/** A shopper's chosen mail language, or null for "the language I last used the shop in". */
export const mailLanguage = Type.Unsafe<ShopperMailLanguage | null>({
  type: ['string', 'null'],
  enum: [...SHOPPER_MAIL_LANGUAGES, null],
});

/** A mailed link's token (base64url). */
export const linkToken = Type.String({
  minLength: 20,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]+$',
});
