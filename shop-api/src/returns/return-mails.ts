import { formatEuro } from '@shop/shared-contracts/format/money';
import { routes } from '@shop/shared-contracts/routes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema-accounts';
import { vendors } from '../db/schema-catalog';
import { orders, returns } from '../db/schema-shopping';
import { euros } from '../http/money';
import { bidiMarks } from '../mail/bidi';
import { type MailLanguage, shopperMailLanguage } from '../mail/mail-language';
import { type MailContent, renderMail } from '../mail/mail-layout';
import { mailTexts } from '../mail/mail-texts';
import { returnMailTexts } from './return-mail-texts';

/** A return as its mail tells it (plain text: the layout escapes it). */
export interface ReturnNews {
  status: 'requested' | 'accepted' | 'refused';
  orderNumber: string;
  storeGerman: string;
  storeArabic: string;
  refundCents: number;
  refusalReason: string | null;
}

export function returnMail(
  lng: MailLanguage,
  shop: string,
  who: { name: string },
  news: ReturnNews,
  link: string,
): MailContent {
  const t = returnMailTexts[lng];
  // As the shop names stores: German for `du`, Arabic otherwise (as the shipment mails do).
  // Isolated: a Latin store name or number must not reorder the Arabic sentence around it.
  const { isolated, leftToRight } = bidiMarks(mailTexts[lng].dir);
  const store = isolated(lng === 'du' ? news.storeGerman : news.storeArabic);
  const number = leftToRight(news.orderNumber);
  const lines =
    news.status === 'accepted'
      ? [t.accepted(store, number, formatEuro(euros(news.refundCents), lng))]
      : [t[news.status](store, number)];
  if (news.status === 'refused' && news.refusalReason) lines.push(t.reason(news.refusalReason));
  return renderMail(mailTexts[lng], {
    subject: t.subject(news.orderNumber),
    shop,
    name: who.name,
    lines,
    action: { label: t.action, url: link },
  });
}

/** After a return was asked for or decided: mails the shopper in their mail language. */
export function queueReturnMail(
  app: FastifyInstance,
  returnId: number,
  status: ReturnNews['status'],
): void {
  app.mail.later('return-status', async () => {
    const [row] = await app.db
      .select({
        row: returns,
        orderNumber: orders.orderNumber,
        storeGerman: vendors.storeNameInGerman,
        storeArabic: vendors.storeNameInArabic,
        name: users.name,
        email: users.email,
        language: users.language,
        mailLanguage: users.mailLanguage,
      })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .innerJoin(users, eq(users.id, returns.userId))
      .innerJoin(vendors, eq(vendors.id, returns.vendorId))
      .where(eq(returns.id, returnId));
    if (!row) return null;
    const lng = shopperMailLanguage(row);
    const link = `${app.config.publicShopUrl}${routes.myAccount('orders')}`;
    const news: ReturnNews = {
      status,
      orderNumber: row.orderNumber,
      storeGerman: row.storeGerman,
      storeArabic: row.storeArabic,
      refundCents: row.row.refundCents,
      refusalReason: row.row.refusalReason,
    };
    return {
      to: row.email,
      ...returnMail(lng, app.config.shopName, { name: row.name }, news, link),
    };
  });
}
