import type { MailLanguage } from './mail-language';
import { ar } from './texts-ar';
import { du } from './texts-du';
import { en } from './texts-en';

/** Everything a shop mail says, per language. Functions take plain text; the layout escapes it. */
export interface MailTexts {
  /** The page's `lang`: German is "de" to mail programs, though the shop calls it "du". */
  languageTag: string;
  dir: 'ltr' | 'rtl';
  greeting: (name: string) => string;
  /** Signs every mail with the shop's configured name. */
  signature: (shop: string) => string;
  reset: {
    subject: string;
    intro: string;
    action: string;
    expiry: (minutes: number) => string;
    ignore: string;
  };
  changed: { subject: string; intro: string; notYou: string; action: string };
  verify: {
    subject: string;
    intro: string;
    action: string;
    expiry: (hours: number) => string;
    ignore: string;
  };
  /** To the owner of an address someone tried to sign up with (the sign-up answer hides it). */
  signUpAttempt: {
    subject: string;
    intro: string;
    action: string;
    forgot: string;
    ignore: string;
  };
  order: {
    subject: (orderNumber: string) => string;
    intro: (orderNumber: string) => string;
    item: string;
    quantity: string;
    price: string;
    shipping: string;
    discount: string;
    wallet: string;
    total: string;
    /** Heading of the delivery address and the way of delivery under it. */
    address: string;
    delivery: string;
    standard: string;
    express: string;
    /** The latest expected delivery day, already formatted in the mail's language. */
    estimate: (date: string) => string;
    action: string;
  };
  /** The operator's decision on a vendor application (the reason is the operator's own text). */
  application: {
    approvedSubject: string;
    approved: (store: string) => string;
    approvedAction: string;
    rejectedSubject: string;
    rejected: (store: string) => string;
    rejectedAction: string;
  };
}

export const mailTexts: Record<MailLanguage, MailTexts> = { du, ar, en };
