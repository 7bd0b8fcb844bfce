import type { Order } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { formatEuro } from '@shop/shared-contracts/format/money';
import type { MailLanguage } from './mail-language';
import { type MailContent, renderMail } from './mail-layout';
import { mailTexts } from './mail-texts';

interface Recipient {
  name: string;
}

export function passwordResetMail(
  lng: MailLanguage,
  who: Recipient,
  link: string,
  minutes: number,
): MailContent {
  const t = mailTexts[lng];
  return renderMail(t, {
    subject: t.reset.subject,
    name: who.name,
    lines: [t.reset.intro],
    action: { label: t.reset.action, url: link },
    after: [t.reset.expiry(minutes), t.reset.ignore],
  });
}

export function passwordChangedMail(
  lng: MailLanguage,
  who: Recipient,
  forgotLink: string,
): MailContent {
  const t = mailTexts[lng];
  return renderMail(t, {
    subject: t.changed.subject,
    name: who.name,
    lines: [t.changed.intro, t.changed.notYou],
    action: { label: t.changed.action, url: forgotLink },
  });
}

export function verifyEmailMail(
  lng: MailLanguage,
  who: Recipient,
  link: string,
  hours: number,
): MailContent {
  const t = mailTexts[lng];
  return renderMail(t, {
    subject: t.verify.subject,
    name: who.name,
    lines: [t.verify.intro],
    action: { label: t.verify.action, url: link },
    after: [t.verify.expiry(hours), t.verify.ignore],
  });
}

/** Someone tried to sign up with the owner's address: sign in, or choose a new password. */
export function signUpAttemptMail(
  lng: MailLanguage,
  who: Recipient,
  links: { signIn: string; forgotPassword: string },
): MailContent {
  const t = mailTexts[lng];
  return renderMail(t, {
    subject: t.signUpAttempt.subject,
    name: who.name,
    lines: [t.signUpAttempt.intro],
    action: { label: t.signUpAttempt.action, url: links.signIn },
    after: [`${t.signUpAttempt.forgot} ${links.forgotPassword}`, t.signUpAttempt.ignore],
  });
}

/** The order as the API answered it (amounts in euro), in the shopper's language. */
export function orderConfirmationMail(
  lng: MailLanguage,
  who: Recipient,
  order: Order,
  link: string,
): MailContent {
  const t = mailTexts[lng];
  const euro = (amount: number) => formatEuro(amount, lng);
  const totals: [string, string][] = [[t.order.shipping, euro(order.shipping_cost)]];
  if (order.discount) totals.push([t.order.discount, `−${euro(order.discount)}`]);
  if (order.wallet_usage) totals.push([t.order.wallet, `−${euro(order.wallet_usage)}`]);
  totals.push([t.order.total, euro(order.final_price)]);
  return renderMail(t, {
    subject: t.order.subject(order.order_number),
    name: who.name,
    lines: [t.order.intro(order.order_number)],
    table: {
      head: [t.order.item, t.order.quantity, t.order.price],
      rows: order.items.map((item) => [
        localizedName(item.product, lng),
        String(item.quantity),
        euro(item.subtotal),
      ]),
      totals,
    },
    action: { label: t.order.action, url: link },
  });
}
