import type { MailLanguage } from './mail-language';

/** What a shipment mail says in each language; functions take plain text (the layout escapes). */
export interface ShipmentMailTexts {
  subject: (orderNumber: string) => string;
  accepted: (store: string, orderNumber: string) => string;
  shipped: (store: string, orderNumber: string) => string;
  tracking: (carrier: string, trackingNumber: string) => string;
  delivered: (store: string, orderNumber: string) => string;
  cancelled: (store: string, orderNumber: string) => string;
  reason: (reason: string) => string;
  refund: string;
  items: string;
  action: string;
}

export const shipmentMailTexts: Record<MailLanguage, ShipmentMailTexts> = {
  du: {
    subject: (number) => `Neuigkeiten zu deiner Bestellung ${number}`,
    accepted: (store, number) =>
      `${store} hat deine Artikel aus der Bestellung ${number} angenommen und packt sie.`,
    shipped: (store, number) =>
      `${store} hat deine Artikel aus der Bestellung ${number} verschickt.`,
    tracking: (carrier, tracking) => `Versanddienst: ${carrier}, Sendungsnummer: ${tracking}`,
    delivered: (store, number) =>
      `Deine Artikel von ${store} aus der Bestellung ${number} wurden zugestellt.`,
    cancelled: (store, number) =>
      `${store} hat deine Artikel aus der Bestellung ${number} storniert.`,
    reason: (reason) => `Grund: ${reason}`,
    refund: 'Was du mit deinem Guthaben bezahlt hast, ist wieder in deinem Guthaben.',
    items: 'Artikel',
    action: 'Bestellung ansehen',
  },
  ar: {
    subject: (number) => `مستجدات طلبك ${number}`,
    accepted: (store, number) => `قبل ${store} منتجاتك من الطلب ${number} ويقوم بتجهيزها.`,
    shipped: (store, number) => `شحن ${store} منتجاتك من الطلب ${number}.`,
    tracking: (carrier, tracking) => `شركة الشحن: ${carrier}، رقم التتبع: ${tracking}`,
    delivered: (store, number) => `تم تسليم منتجاتك من ${store} من الطلب ${number}.`,
    cancelled: (store, number) => `ألغى ${store} منتجاتك من الطلب ${number}.`,
    reason: (reason) => `السبب: ${reason}`,
    refund: 'ما دفعته من رصيد محفظتك أُعيد إلى محفظتك.',
    items: 'المنتجات',
    action: 'عرض الطلب',
  },
  en: {
    subject: (number) => `News about your order ${number}`,
    accepted: (store, number) =>
      `${store} has accepted your items from order ${number} and is packing them.`,
    shipped: (store, number) => `${store} has shipped your items from order ${number}.`,
    tracking: (carrier, tracking) => `Carrier: ${carrier}, tracking number: ${tracking}`,
    delivered: (store, number) => `Your items from ${store} in order ${number} were delivered.`,
    cancelled: (store, number) => `${store} has cancelled your items from order ${number}.`,
    reason: (reason) => `Reason: ${reason}`,
    refund: 'What you paid from your wallet is back in your wallet.',
    items: 'Items',
    action: 'View order',
  },
};
