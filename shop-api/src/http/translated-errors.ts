import type { RequestErrorCode } from '@shop/shared-contracts/api/error-keys';
import type { FastifyRequest } from 'fastify';
import { requestShopLanguage } from '../mail/mail-language';
import { ApiError, type ApiErrorExtras } from './api-error';

type Language = 'du' | 'ar' | 'en';

/**
 * Messages of the whole-request errors in the shop's languages. These answers reach a shopper
 * from code that has no form to put a field code into (a refused write, a limit), so the API
 * says them in the language of the request, as it writes its mails.
 */
const MESSAGES: Record<RequestErrorCode, Record<Language, string>> = {
  cross_site_request: {
    du: 'Diese Anfrage kam nicht von den Seiten des Shops und wurde abgelehnt.',
    ar: 'لم يصدر هذا الطلب من صفحات المتجر، لذلك تم رفضه.',
    en: "This request did not come from the shop's pages and was refused.",
  },
  bearer_required: {
    du: 'Dieser Aufruf braucht einen API-Token. Im Shop bitte DELETE verwenden.',
    ar: 'يتطلب هذا الطلب رمز API. استخدم DELETE في المتجر.',
    en: 'This call needs an API token. The shop uses DELETE instead.',
  },
  too_many_visitor_carts: {
    du: 'Zu viele neue Warenkörbe von dieser Adresse. Bitte später erneut versuchen.',
    ar: 'عدد كبير جدًا من سلال التسوق الجديدة من هذا العنوان. يُرجى المحاولة لاحقًا.',
    en: 'Too many new carts from this address. Please try again later.',
  },
};

/** The error `code` in the request's shop language (`Accept-Language`), else in English. */
export function translatedError(
  request: FastifyRequest,
  statusCode: number,
  code: RequestErrorCode,
  extras: Omit<ApiErrorExtras, 'code'> = {},
): ApiError {
  const language = requestShopLanguage(request) ?? 'en';
  return new ApiError(statusCode, MESSAGES[code][language], undefined, { ...extras, code });
}
