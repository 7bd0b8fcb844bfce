import type { SellerCoupon, SellerCouponInput } from '@shop/shared-contracts/api/marketplace-money';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema-shopping';
import { ApiError, notFound } from '../../http/api-error';
import { answer } from '../../http/envelope';
import { euros } from '../../http/money';
import { requireActiveVendor, requireVendor, vendorOf } from '../../marketplace/roles';
import { pageOf } from '../../operator/reason';
import { bearerSecurity } from '../../plugins/auth';
import { envelope, idParams, nullEnvelope, paginated, responses } from '../../schemas/primitives';
import { type CouponValues, couponValues, refuseChangesOfUsed } from './coupon-input';
import { sellerCouponBody, sellerCouponSchema } from './coupon-schemas';

const PER_PAGE = 20;
type Row = typeof coupons.$inferSelect;
type WithId = { Params: { id: number } };
const schemaBase = { tags: ['seller'], security: bearerSecurity };

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
  const one = responses(envelope(sellerCouponSchema));

  app.get<{ Querystring: { page?: number } }>(
    '/seller/coupons',
    {
      onRequest: requireVendor,
      schema: {
        ...schemaBase,
        description: "The vendor's own coupons, newest first, 20 a page.",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 } },
        },
        response: responses(envelope(paginated(sellerCouponSchema))),
      },
    },
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
  );

  app.post<{ Body: SellerCouponInput }>(
    '/seller/coupons',
    {
      onRequest: requireVendor,
      schema: {
        ...schemaBase,
        description:
          'A new coupon of the store: it takes off only the price of its items at checkout. The code is stored upper-case; 409 `code_taken` when any coupon has it; 422 with a code per bad field.',
        body: sellerCouponBody,
        response: responses(envelope(sellerCouponSchema), 201),
      },
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
  );

  app.put<WithId & { Body: SellerCouponInput }>(
    '/seller/coupons/:id',
    {
      onRequest: requireVendor,
      schema: {
        ...schemaBase,
        description:
          'Changes a coupon of the store. Once used, only its end and its usage limit (not below its uses) may change: 422 `coupon_used` on any other field.',
        params: idParams,
        body: sellerCouponBody,
        response: one,
      },
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
  );

  app.delete<WithId>(
    '/seller/coupons/:id',
    {
      onRequest: requireVendor,
      schema: {
        ...schemaBase,
        description:
          'Deletes an unused coupon; a used one is ended now instead, so its orders keep their code.',
        params: idParams,
        response: responses(nullEnvelope),
      },
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
  );
}
