import type { SellerCoupon } from '@shop/shared-contracts/api/marketplace-money';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema-shopping';
import { ApiError, notFound } from '../../http/api-error';
import { contractRoute } from '../../http/contract-route';
import { answer } from '../../http/envelope';
import { euros } from '../../http/money';
import { requireActiveVendor, requireVendor, vendorOf } from '../../marketplace/roles';
import { pageOf } from '../../operator/reason';
import { bearerSecurity } from '../../plugins/auth';
import { type CouponValues, couponValues, refuseChangesOfUsed } from './coupon-input';

const PER_PAGE = 20;
type Row = typeof coupons.$inferSelect;
const docs = { tags: ['seller'], security: bearerSecurity };
const vendorOnly = { onRequest: requireVendor };

export function toSellerCoupon(row: Row): SellerCoupon {
  const type = row.discountType === 'fixed' ? 'fixed' : 'percentage';
  return {
    id: row.id,
    code: row.code,
    discount_type: type,
    amount: type === 'fixed' ? euros(row.amount) : row.amount,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
  };
}

const codeTaken = () =>
  new ApiError(
    409,
    'Another coupon already has this code.',
    { code: ['Another coupon already has this code.'] },
    { codes: { code: 'code_taken' } },
  );

/** 409 when any coupon of the shop (any vendor's or the shop's own) has the code already. */
async function refuseTakenCode(db: Db, code: string, exceptId = 0): Promise<void> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(sql`upper(${coupons.code})`, code), ne(coupons.id, exceptId)))
    .limit(1);
  if (row) throw codeTaken();
}

/** The unique index still decides between two requests with the same new code. */
function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

/**
 * A vendor's own coupons. Every call is scoped to the signed-in vendor's store: another store's
 * coupon answers 404, like a missing one. Writes need an active store.
 */
export function registerSellerCouponRoutes(app: FastifyInstance): void {
  const own = async (request: FastifyRequest, id: number): Promise<Row> => {
    const [row] = await app.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, id), eq(coupons.vendorId, vendorOf(request).vendorId)));
    if (!row) throw notFound('Coupon');
    return row;
  };

  contractRoute(
    app,
    'GET /v1/seller/coupons',
    { ...docs, description: "The vendor's own coupons, newest first, 20 a page." },
    async (request) => {
      const mine = eq(coupons.vendorId, vendorOf(request).vendorId);
      const page = request.query.page ?? 1;
      const [totals, rows] = await Promise.all([
        app.db.select({ total: count() }).from(coupons).where(mine),
        app.db
          .select()
          .from(coupons)
          .where(mine)
          .orderBy(desc(coupons.id))
          .limit(PER_PAGE)
          .offset((page - 1) * PER_PAGE),
      ]);
      return answer('GET /v1/seller/coupons', {
        data: rows.map(toSellerCoupon),
        ...pageOf(Number(totals[0]?.total ?? 0), page, PER_PAGE),
      });
    },
    vendorOnly,
  );

  contractRoute(
    app,
    'POST /v1/seller/coupons',
    {
      ...docs,
      description:
        'A new coupon of the store: it takes off only the price of its items at checkout. The code is stored upper-case; 409 `code_taken` when any coupon has it; 422 with a code per bad field.',
    },
    async (request, reply) => {
      const { vendorId } = requireActiveVendor(request);
      const values = couponValues(request.body);
      await refuseTakenCode(app.db, values.code);
      const [row] = await app.db
        .insert(coupons)
        .values({ ...values, vendorId })
        .returning()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? codeTaken() : error;
        });
      if (!row) throw notFound('Coupon');
      reply.status(201);
      return answer('POST /v1/seller/coupons', toSellerCoupon(row));
    },
    vendorOnly,
  );

  contractRoute(
    app,
    'PUT /v1/seller/coupons/{id}',
    {
      ...docs,
      description:
        'Changes a coupon of the store. Once used, only its end and its usage limit (not below its uses) may change: 422 `coupon_used` on any other field.',
    },
    async (request) => {
      const { vendorId } = requireActiveVendor(request);
      const stored = await own(request, request.params.id);
      const values = couponValues(request.body, stored.usedCount);
      if (stored.usedCount > 0)
        refuseChangesOfUsed(
          { ...stored, discountType: stored.discountType as CouponValues['discountType'] },
          values,
        );
      await refuseTakenCode(app.db, values.code, stored.id);
      const [row] = await app.db
        .update(coupons)
        .set(values)
        .where(and(eq(coupons.id, stored.id), eq(coupons.vendorId, vendorId)))
        .returning()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? codeTaken() : error;
        });
      if (!row) throw notFound('Coupon');
      return answer('PUT /v1/seller/coupons/{id}', toSellerCoupon(row));
    },
    vendorOnly,
  );

  contractRoute(
    app,
    'DELETE /v1/seller/coupons/{id}',
    {
      ...docs,
      description:
        'Deletes an unused coupon; a used one is ended now instead, so its orders keep their code.',
    },
    async (request) => {
      const { vendorId } = requireActiveVendor(request);
      const stored = await own(request, request.params.id);
      const mine = and(eq(coupons.id, stored.id), eq(coupons.vendorId, vendorId));
      // Decided in the statement itself, so a use committed meanwhile still ends it instead.
      const deleted = await app.db
        .delete(coupons)
        .where(and(mine, eq(coupons.usedCount, 0)))
        .returning({ id: coupons.id });
      if (!deleted.length)
        await app.db
          .update(coupons)
          .set({ endsAt: sql`LEAST(coalesce(${coupons.endsAt}, now()), now())` })
          .where(mine);
      return answer('DELETE /v1/seller/coupons/{id}', null, 'Coupon removed.');
    },
    vendorOnly,
  );
}
