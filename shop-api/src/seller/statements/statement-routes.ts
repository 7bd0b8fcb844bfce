import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { vendors } from '../../db/schema-catalog';
import { fieldError } from '../../http/api-error';
import { answer } from '../../http/envelope';
import { requireVendor, vendorOf } from '../../marketplace/roles';
import { bearerSecurity } from '../../plugins/auth';
import { arrayOf, envelope, int, num, object, responses, str } from '../../schemas/primitives';
import { fileSlug, statementCsv } from './statement-csv';
import {
  MONTH_PATTERN,
  monthOf,
  monthRange,
  statementMonths,
  statementOf,
} from './statement-query';

const MONTHS = 12;
const schemaBase = { tags: ['seller'], security: bearerSecurity };
type WithMonth = { Params: { month: string } };

const monthFields = {
  month: str(7, 7),
  shipments: int,
  sales: num,
  returns: num,
  commission_rate: { type: ['number', 'null'] },
  commission: num,
  payout: num,
};
const statementMonthSchema = object(monthFields);
const statementSchema = object({
  ...monthFields,
  lines: arrayOf(
    object({
      date: { type: 'string', format: 'date-time' },
      kind: { type: 'string', enum: ['sale', 'return'] },
      order_number: str(40),
      shipment_id: int,
      amount: num,
      commission_rate: num,
      commission: num,
    }),
  ),
});
const monthParams = object({ month: str(40, 1) });

/** The month of the path, or 422 with the field's code when it is not `YYYY-MM`. */
function monthParam(request: FastifyRequest<WithMonth>): string {
  const { month } = request.params;
  if (!MONTH_PATTERN.test(month))
    throw fieldError('month', 'The month must be written YYYY-MM.', 'invalid');
  return month;
}

/**
 * The vendor's monthly statement: sales, returns, the marketplace's commission (each shipment at
 * the rate it was delivered at, 0065) and the payout, per UTC month; reads only, so a suspended
 * store still has it.
 */
export function registerSellerStatementRoutes(app: FastifyInstance): void {
  // Today's rate: only for shipments without a stored one, and a month without lines.
  const rate = () => app.config.marketplaceCommissionPercent;

  app.get(
    '/seller/statements',
    {
      onRequest: requireVendor,
      schema: {
        ...schemaBase,
        description: `The last ${MONTHS} UTC months of the vendor's statement, newest first, months without anything as zeros.`,
        response: responses(envelope(arrayOf(statementMonthSchema))),
      },
    },
    async (request) =>
      answer(
        'GET /v1/seller/statements',
        await statementMonths(
          app.db,
          vendorOf(request).vendorId,
          rate(),
          monthRange(monthOf(new Date()), MONTHS),
        ),
      ),
  );

  app.get<WithMonth>(
    '/seller/statements/:month',
    {
      onRequest: requireVendor,
      schema: {
        ...schemaBase,
        description:
          "One month (`YYYY-MM`, else 422) with its lines by date: delivered shipments after their coupon share, and accepted returns as negative amounts, each with its shipment's commission rate and its commission.",
        params: monthParams,
        response: responses(envelope(statementSchema)),
      },
    },
    async (request) =>
      answer(
        'GET /v1/seller/statements/{month}',
        await statementOf(app.db, vendorOf(request).vendorId, rate(), monthParam(request)),
      ),
  );

  app.get<WithMonth>(
    '/seller/statements/:month/csv',
    {
      onRequest: requireVendor,
      schema: {
        ...schemaBase,
        description:
          "The month's lines as a CSV download (RFC 4180, amounts in euros with a dot, text that a spreadsheet would run as a formula prefixed with `'`).",
        params: monthParams,
        produces: ['text/csv'],
        response: responses({ type: 'string' }),
      },
    },
    async (request, reply) => {
      const month = monthParam(request);
      const { vendorId } = vendorOf(request);
      const [statement, [store]] = await Promise.all([
        statementOf(app.db, vendorId, rate(), month),
        app.db
          .select({ name: vendors.storeNameInGerman })
          .from(vendors)
          .where(eq(vendors.id, vendorId)),
      ]);
      const name = fileSlug(store?.name ?? '', `store-${vendorId}`);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="statement-${name}-${month}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(statementCsv(statement));
    },
  );
}
