import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vendors } from '../../db/schema-catalog';
import { fieldError } from '../../http/api-error';
import { contractRoute } from '../../http/contract-route';
import { answer } from '../../http/envelope';
import { requireVendor, vendorOf } from '../../marketplace/roles';
import { bearerSecurity } from '../../plugins/auth';
import { fileSlug, statementCsv } from './statement-csv';
import {
  MONTH_PATTERN,
  monthOf,
  monthRange,
  statementMonths,
  statementOf,
} from './statement-query';

const MONTHS = 12;
const docs = { tags: ['seller'], security: bearerSecurity };
const vendorOnly = { onRequest: requireVendor };

/** The month of the path, or 422 with the field's code when it is not `YYYY-MM`. */
function monthParam(month: string): string {
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

  contractRoute(
    app,
    'GET /v1/seller/statements',
    {
      ...docs,
      description: `The last ${MONTHS} UTC months of the vendor's statement, newest first, months without anything as zeros.`,
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
    vendorOnly,
  );

  contractRoute(
    app,
    'GET /v1/seller/statements/{month}',
    {
      ...docs,
      description:
        "One month (`YYYY-MM`, else 422) with its lines by date: delivered shipments after their coupon share, and accepted returns as negative amounts, each with its shipment's commission rate and its commission.",
    },
    async (request) =>
      answer(
        'GET /v1/seller/statements/{month}',
        await statementOf(
          app.db,
          vendorOf(request).vendorId,
          rate(),
          monthParam(request.params.month),
        ),
      ),
    vendorOnly,
  );

  contractRoute(
    app,
    'GET /v1/seller/statements/{month}/csv',
    {
      ...docs,
      description:
        "The month's lines as a CSV download (RFC 4180, text that a spreadsheet would run as a formula prefixed with `'`). With `lang=du` or `lang=ar` the header and kinds are in that language (German: semicolons and decimal commas; both with a UTF-8 byte order mark); without, English headers and amounts with a dot.",
    },
    async (request, reply) => {
      const month = monthParam(request.params.month);
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
        .send(statementCsv(statement, request.query.lang));
    },
    vendorOnly,
  );
}
