/**
 * Delivery estimates count working days (Monday to Friday): an express order placed on a Friday
 * arrives on the Monday or Tuesday, never on the weekend. Days are counted in the shopper's own
 * calendar (the Date's local day), from the day after the order.
 */
import { DELIVERY_BUSINESS_DAYS } from './checkout-quote';
import type { ShippingType } from './entities';

const isWorkingDay = (date: Date) => date.getDay() !== 0 && date.getDay() !== 6;

/** The date `days` working days after `from` (same time of day). */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    date.setDate(date.getDate() + 1);
    if (isWorkingDay(date)) left -= 1;
  }
  return date;
}

/** The earliest and latest expected delivery dates of an order placed at `orderedAt`. */
export function deliveryWindow(
  orderedAt: Date,
  shippingType: ShippingType,
): { earliest: Date; latest: Date } {
  const { min, max } = DELIVERY_BUSINESS_DAYS[shippingType];
  return { earliest: addWorkingDays(orderedAt, min), latest: addWorkingDays(orderedAt, max) };
}
