import type { ShipmentStatus } from '@shop/shared-contracts/api/marketplace';
import { routes } from '@shop/shared-contracts/routes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema-accounts';
import { vendors } from '../db/schema-catalog';
import { orders, shipments } from '../db/schema-shopping';
import { bidiMarks } from './bidi';
import { type MailLanguage, shopperMailLanguage } from './mail-language';
import { type MailContent, renderMail } from './mail-layout';
import { mailTexts } from './mail-texts';
import { shipmentMailTexts } from './shipment-mail-texts';

/** A shipment as its mail tells it (plain text: the layout escapes it). */
export interface ShipmentNews {
  status: Exclude<ShipmentStatus, 'pending'>;
  orderNumber: string;
  storeGerman: string;
  storeArabic: string;
  carrier: string | null;
  trackingNumber: string | null;
  reason: string | null;
  /** Cents given back to the wallet by a cancel. */
  refundCents: number;
}

export function shipmentMail(
  lng: MailLanguage,
  shop: string,
  who: { name: string },
  news: ShipmentNews,
  link: string,
): MailContent {
  const t = shipmentMailTexts[lng];
  // Isolated: a Latin store name or number must not reorder the Arabic sentence around it.
  const { isolated, leftToRight } = bidiMarks(mailTexts[lng].dir);
  // As the shop names things: German for `du`, Arabic otherwise (also for English).
  const store = isolated(lng === 'du' ? news.storeGerman : news.storeArabic);
  const lines = [t[news.status](store, leftToRight(news.orderNumber))];
  if (news.status === 'shipped' && news.carrier && news.trackingNumber)
    lines.push(t.tracking(isolated(news.carrier), leftToRight(news.trackingNumber)));
  if (news.status === 'cancelled') {
    if (news.reason) lines.push(t.reason(news.reason));
    if (news.refundCents > 0) lines.push(t.refund);
  }
  return renderMail(mailTexts[lng], {
    subject: t.subject(news.orderNumber),
    shop,
    name: who.name,
    lines,
    action: { label: t.action, url: link },
  });
}

/**
 * After a shipment change committed: mails the order's shopper in their mail language (their
 * choice, else their last session's, else German; never English). The status is the one this change set, even if a later change has
 * committed by the time the mail is written.
 */
export function queueShipmentMail(
  app: FastifyInstance,
  shipmentId: number,
  status: ShipmentNews['status'],
): void {
  app.mail.later('shipment-status', async () => {
    const [row] = await app.db
      .select({
        shipment: shipments,
        orderNumber: orders.orderNumber,
        storeGerman: vendors.storeNameInGerman,
        storeArabic: vendors.storeNameInArabic,
        name: users.name,
        email: users.email,
        language: users.language,
        mailLanguage: users.mailLanguage,
      })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(vendors, eq(vendors.id, shipments.vendorId))
      .where(eq(shipments.id, shipmentId));
    if (!row) return null;
    const lng = shopperMailLanguage(row);
    const link = `${app.config.publicShopUrl}${routes.myAccount('orders')}`;
    const news: ShipmentNews = {
      status,
      orderNumber: row.orderNumber,
      storeGerman: row.storeGerman,
      storeArabic: row.storeArabic,
      carrier: row.shipment.carrier,
      trackingNumber: row.shipment.trackingNumber,
      reason: row.shipment.cancelReason,
      refundCents: row.shipment.walletCents,
    };
    return {
      to: row.email,
      ...shipmentMail(lng, app.config.shopName, { name: row.name }, news, link),
    };
  });
}
