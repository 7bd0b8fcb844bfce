import type { FastifyRequest } from 'fastify';

/** The languages a mail is written in: the shop's German (`du`), Arabic and English. */
export const MAIL_LANGUAGES = ['du', 'ar', 'en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** A shop or browser language code ("du", "de-AT", "ar-EG", "en") as a mail language, or null. */
export function mailLanguageOf(code: string | null | undefined): MailLanguage | null {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'du' || base === 'de') return 'du';
  if (base === 'ar') return 'ar';
  if (base === 'en') return 'en';
  return null;
}

/**
 * The shopper's language for a mail: the `lang` the client sent (it knows the language shown),
 * else the first known language of `Accept-Language` (by its q order), else English.
 */
export function requestLanguage(request: FastifyRequest, explicit?: string | null): MailLanguage {
  const chosen = mailLanguageOf(explicit);
  if (chosen) return chosen;
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
    if (language) return language;
  }
  return 'en';
}
