import { deliveryWindow } from '@shop/shared-contracts/api/delivery-estimate';
import type { Order } from '@shop/shared-contracts/api/entities';
import { countryName } from '@shop/shared-contracts/format/country-name';
import { formatDate } from '@shop/shared-contracts/format/date';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { bidiMarks } from './bidi';
import type { MailLanguage } from './mail-language';
import { type MailContent, renderMail } from './mail-layout';
import { mailTexts } from './mail-texts';

type OrderItem = Order['items'][number];

/** The variant's attributes in the mail's language, e.g. "Farbe: Rot, Größe: M"; empty if none. */
export function variantText(item: OrderItem, lng: MailLanguage): string {
  const { isolated } = bidiMarks(mailTexts[lng].dir);
  return item.product_variant.variant_values
    .map(
      (value) =>
        `${localizedName(value.variant_attribute, lng)}: ${isolated(localizedName(value, lng))}`,
    )
    .join(', ');
}

/** The address's lines; the postcode and the phone number stay left to right in Arabic. */
export function addressLines(address: Order['address'], lng: MailLanguage): string[] {
  const { isolated, leftToRight } = bidiMarks(mailTexts[lng].dir);
  const place = [
    address.postal_code ? leftToRight(address.postal_code) : '',
    address.city ? isolated(address.city) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    address.title ? isolated(address.title) : '',
    isolated(address.address),
    place,
    countryName(address.country, lng),
    leftToRight(address.phone_number),
  ].filter(Boolean);
}

/**
 * The order as the API answered it (amounts in euro), in the shopper's language: each item with
 * its variant, the totals, the delivery address and the expected delivery day, and a link to the
 * order itself.
 */
export function orderConfirmationMail(
  lng: MailLanguage,
  shop: string,
  who: { name: string },
  order: Order,
  link: string,
): MailContent {
  const t = mailTexts[lng];
  const { isolated, leftToRight } = bidiMarks(t.dir);
  const euro = (amount: number) => formatEuro(amount, lng);
  const totals: [string, string][] = [[t.order.shipping, euro(order.shipping_cost)]];
  if (order.discount) totals.push([t.order.discount, `−${euro(order.discount)}`]);
  if (order.wallet_usage) totals.push([t.order.wallet, `−${euro(order.wallet_usage)}`]);
  totals.push([t.order.total, euro(order.final_price)]);
  const { latest } = deliveryWindow(new Date(order.created_at), order.shipping_type);
  return renderMail(t, {
    subject: t.order.subject(order.order_number),
    shop,
    name: who.name,
    lines: [t.order.intro(leftToRight(order.order_number))],
    table: {
      head: [t.order.item, t.order.quantity, t.order.price],
      rows: order.items.map((item) => {
        const variant = variantText(item, lng);
        const name = isolated(localizedName(item.product, lng));
        return [
          variant ? `${name} (${variant})` : name,
          String(item.quantity),
          euro(item.subtotal),
        ];
      }),
      totals,
    },
    sections: [
      { heading: t.order.address, lines: addressLines(order.address, lng) },
      {
        heading: t.order.delivery,
        lines: [
          order.shipping_type === 'fast' ? t.order.express : t.order.standard,
          t.order.estimate(formatDate(latest, lng)),
        ],
      },
    ],
    action: { label: t.order.action, url: link },
  });
}
