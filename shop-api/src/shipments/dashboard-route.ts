import type { SellerDashboard } from '@shop/shared-contracts/api/marketplace';
import { and, asc, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { attributeValues, products, variants } from '../db/schema-catalog';
import { shipments } from '../db/schema-shopping';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { euros } from '../http/money';
import { requireVendor, vendorOf } from '../marketplace/roles';
import { bearerSecurity } from '../plugins/auth';

/** Variants with less stock than this are "low" on the dashboard. */
export const LOW_STOCK_BELOW = 5;
const LOW_STOCK_MAX = 50;
const DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;
const colorValues = alias(attributeValues, 'color_values');
const sizeValues = alias(attributeValues, 'size_values');

/** The 30 UTC days ending today, oldest first, as `YYYY-MM-DD`. */
export function lastDays(now: Date, days = DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY).toISOString().slice(0, 10),
  );
}

/**
 * The vendor's dashboard: open shipments to send off, sales per day (shipments not cancelled, by
 * the day the order was placed, zeros included), variants running low and the store's rating
 * (the products' ratings weighted by their number of reviews).
 */
export async function sellerDashboard(
  db: Db,
  vendorId: number,
  now: Date,
): Promise<SellerDashboard> {
  const days = lastDays(now);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const day = sql<string>`to_char(${shipments.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const [open, sales, low, rating] = await Promise.all([
    db
      .select({ n: count() })
      .from(shipments)
      .where(
        and(eq(shipments.vendorId, vendorId), inArray(shipments.status, ['pending', 'accepted'])),
      ),
    db
      .select({
        day,
        revenue: sql<string>`sum(${shipments.subtotalCents} - ${shipments.discountCents})`,
        orders: count(),
      })
      .from(shipments)
      .where(
        and(
          eq(shipments.vendorId, vendorId),
          ne(shipments.status, 'cancelled'),
          gte(shipments.createdAt, since),
        ),
      )
      .groupBy(day),
    db
      .select({
        productId: products.id,
        variantId: variants.id,
        nameGerman: products.nameGerman,
        nameArabic: products.nameArabic,
        color: colorValues.nameGerman,
        size: sizeValues.nameGerman,
        stock: variants.stock,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .leftJoin(colorValues, eq(colorValues.id, variants.colorId))
      .leftJoin(sizeValues, eq(sizeValues.id, variants.sizeId))
      .where(and(eq(products.vendorId, vendorId), lt(variants.stock, LOW_STOCK_BELOW)))
      .orderBy(asc(variants.stock), asc(variants.id))
      .limit(LOW_STOCK_MAX),
    db
      .select({
        weighted: sql<string | null>`sum(${products.averageRating} * ${products.reviewsCount})`,
        reviews: sql<string | null>`sum(${products.reviewsCount})`,
      })
      .from(products)
      .where(eq(products.vendorId, vendorId)),
  ]);
  const byDay = new Map(sales.map((row) => [row.day, row]));
  const reviews = Number(rating[0]?.reviews ?? 0);
  return {
    to_ship: Number(open[0]?.n ?? 0),
    sales_by_day: days.map((date) => ({
      date,
      revenue: euros(Number(byDay.get(date)?.revenue ?? 0)),
      orders: Number(byDay.get(date)?.orders ?? 0),
    })),
    low_stock: low.map((row) => ({
      product_id: row.productId,
      variant_id: row.variantId,
      name_german: row.nameGerman,
      name_arabic: row.nameArabic,
      variant_label: [row.color, row.size].filter(Boolean).join(' · '),
      stock: row.stock,
    })),
    rating: {
      average: reviews ? Math.round((Number(rating[0]?.weighted ?? 0) / reviews) * 100) / 100 : 0,
      count: reviews,
    },
  };
}

export function registerDashboardRoute(app: FastifyInstance): void {
  contractRoute(
    app,
    'GET /v1/seller/dashboard',
    {
      tags: ['seller'],
      security: bearerSecurity,
      description: `The signed-in vendor's dashboard: pending and accepted shipments to send off, the last ${DAYS} days of sales by UTC day (revenue after coupon shares, cancelled shipments left out, zeros included), variants with less than ${LOW_STOCK_BELOW} in stock (at most ${LOW_STOCK_MAX}, lowest first) and the store's rating.`,
    },
    async (request) =>
      answer(
        'GET /v1/seller/dashboard',
        await sellerDashboard(app.db, vendorOf(request).vendorId, new Date()),
      ),
    { onRequest: requireVendor },
  );
}
