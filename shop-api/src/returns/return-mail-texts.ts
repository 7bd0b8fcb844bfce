import type { MailLanguage } from '../mail/mail-language';

/** What a return mail says in each language; functions take plain text (the layout escapes). */
export interface ReturnMailTexts {
  subject: (orderNumber: string) => string;
  requested: (store: string, orderNumber: string) => string;
  accepted: (store: string, orderNumber: string, amount: string) => string;
  refused: (store: string, orderNumber: string) => string;
  reason: (reason: string) => string;
  action: string;
}

export const returnMailTexts: Record<MailLanguage, ReturnMailTexts> = {
  du: {
    subject: (number) => `Deine Rücksendung zur Bestellung ${number}`,
    requested: (store, number) =>
      `Wir haben deine Rücksendung zur Bestellung ${number} erhalten. ${store} entscheidet bald darüber.`,
    accepted: (store, number, amount) =>
      `${store} hat deine Rücksendung zur Bestellung ${number} angenommen. ${amount} sind wieder in deinem Guthaben.`,
    refused: (store, number) =>
      `${store} hat deine Rücksendung zur Bestellung ${number} abgelehnt.`,
    reason: (reason) => `Grund: ${reason}`,
    action: 'Bestellung ansehen',
  },
  ar: {
    subject: (number) => `طلب الإرجاع الخاص بطلبك ${number}`,
    requested: (store, number) =>
      `استلمنا طلب إرجاع منتجات من الطلب ${number}. سيقرر ${store} بشأنه قريبًا.`,
    accepted: (store, number, amount) =>
      `قبل ${store} طلب الإرجاع من الطلب ${number}. أُعيد ${amount} إلى محفظتك.`,
    refused: (store, number) => `رفض ${store} طلب الإرجاع من الطلب ${number}.`,
    reason: (reason) => `السبب: ${reason}`,
    action: 'عرض الطلب',
  },
  en: {
    subject: (number) => `Your return for order ${number}`,
    requested: (store, number) =>
      `We have received your return for order ${number}. ${store} will decide on it soon.`,
    accepted: (store, number, amount) =>
      `${store} has accepted your return for order ${number}. ${amount} is back in your wallet.`,
    refused: (store, number) => `${store} has refused your return for order ${number}.`,
    reason: (reason) => `Reason: ${reason}`,
    action: 'View order',
  },
};
