import { RETURN_LIMITS, RETURN_WINDOW_DAYS } from '@shop/shared-contracts/api/marketplace-money';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { returns } from '../db/schema-shopping';
import { fieldError, notFound } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { requireActiveVendor, requireVendor, vendorOf } from '../marketplace/roles';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { decideReturn, type ReturnDecision } from './decide-return';
import { requestReturn } from './request-return';
import { queueReturnMail } from './return-mails';
import { returnById, toShipmentReturns } from './return-view';

const PER_PAGE = 20;

/** The reason trimmed and held to RETURN_LIMITS, with the codes the screens translate. */
function reasonOf(value: string): string {
  const text = value.trim();
  if (text.length < RETURN_LIMITS.reasonMin)
    throw fieldError('reason', 'The reason must be at least 3 characters.', 'too_short');
  return text;
}

export function registerReturnRoutes(app: FastifyInstance): void {
  contractRoute(
    app,
    'POST /v1/orders/{id}/shipments/{shipmentId}/returns',
    {
      tags: ['orders'],
      security: bearerSecurity,
      description: `Asks to return items of a delivered shipment of the shopper's order, within ${RETURN_WINDOW_DAYS} days of its delivery (else 422 \`not_returnable\`). Each item once, 1 to what was delivered and not yet returned or asked for (422 with field codes); reason 3-500 characters; one open return per shipment (409 \`return_open\`). The refund is decided here: the lines' value less their share of the shipment's coupon discount. Another shopper's order is 404. Mailed to the shopper.`,
    },
    async (request, reply) => {
      const created = await requestReturn(app.db, {
        userId: shopperOf(request).userId,
        orderId: request.params.id,
        shipmentId: request.params.shipmentId,
        reason: reasonOf(request.body.reason),
        items: request.body.items,
      });
      queueReturnMail(app, created.id, 'requested');
      const view = await returnById(app.db, created.id);
      if (!view) throw notFound('Return');
      reply.status(201);
      return answer('POST /v1/orders/{id}/shipments/{shipmentId}/returns', view);
    },
    { onRequest: requireShopper },
  );

  const seller = { tags: ['seller'], security: bearerSecurity };
  contractRoute(
    app,
    'GET /v1/seller/returns',
    {
      ...seller,
      description:
        "The signed-in vendor's returns, newest first, 20 a page; `status` keeps one status.",
    },
    async (request) => {
      const filters: SQL[] = [eq(returns.vendorId, vendorOf(request).vendorId)];
      if (request.query.status) filters.push(eq(returns.status, request.query.status));
      const where = and(...filters);
      const page = request.query.page ?? 1;
      const [totals, rows] = await Promise.all([
        app.db.select({ total: count() }).from(returns).where(where),
        app.db
          .select()
          .from(returns)
          .where(where)
          .orderBy(desc(returns.createdAt), desc(returns.id))
          .limit(PER_PAGE)
          .offset((page - 1) * PER_PAGE),
      ]);
      const total = Number(totals[0]?.total ?? 0);
      return answer('GET /v1/seller/returns', {
        data: await toShipmentReturns(app.db, rows),
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
        total,
        per_page: PER_PAGE,
      });
    },
    { onRequest: requireVendor },
  );

  const decide = async (vendorId: number, returnId: number, decision: ReturnDecision) => {
    const row = await decideReturn(app.db, vendorId, returnId, decision);
    queueReturnMail(app, row.id, decision.kind === 'accept' ? 'accepted' : 'refused');
    const view = await returnById(app.db, row.id);
    if (!view) throw notFound('Return');
    return view;
  };
  const described = (text: string) => ({
    ...seller,
    description: `${text} Only the vendor's own returns (another's is 404); a return already accepted or refused is 409 \`return_decided\`, also when two decisions race; a suspended store gets 403. Mailed to the shopper in their language.`,
  });

  contractRoute(
    app,
    'POST /v1/seller/returns/{id}/accept',
    described(
      "Accepts a requested return in one transaction: the refund goes to the shopper's wallet (a `refund` entry naming the return) and the stock back, exactly once; when every item of the order is returned the order is `returned`.",
    ),
    async (request) => {
      const { vendorId } = requireActiveVendor(request);
      return answer(
        'POST /v1/seller/returns/{id}/accept',
        await decide(vendorId, request.params.id, { kind: 'accept' }),
      );
    },
    { onRequest: requireVendor },
  );

  contractRoute(
    app,
    'POST /v1/seller/returns/{id}/refuse',
    described('Refuses a requested return with a reason (3-500 characters).'),
    async (request) => {
      const { vendorId } = requireActiveVendor(request);
      const reason = reasonOf(request.body.reason);
      return answer(
        'POST /v1/seller/returns/{id}/refuse',
        await decide(vendorId, request.params.id, { kind: 'refuse', reason }),
      );
    },
    { onRequest: requireVendor },
  );
}
