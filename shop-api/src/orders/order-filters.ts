import type { OrdersQuery } from '@shop/shared-contracts/api/calls';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { outerColumn } from '../db/outer-column';
import { products } from '../db/schema-catalog';
import { orderItems, orders } from '../db/schema-shopping';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The shopper's orders narrowed by status and by a text found in the number or a product name. */
export function ordersWhere(userId: number, query: OrdersQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orders.userId, userId)];
  if (query.status) conditions.push(eq(orders.orderStatus, query.status));
  const text = query.q?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    const productMatch = sql`EXISTS (SELECT 1 FROM ${orderItems} JOIN ${products} ON ${products.id} = ${orderItems.productId} WHERE ${orderItems.orderId} = ${outerColumn(orders.id)} AND (${products.nameGerman} ILIKE ${pattern} OR ${products.nameArabic} ILIKE ${pattern}))`;
    conditions.push(or(ilike(orders.orderNumber, pattern), productMatch));
  }
  return and(...conditions);
}
