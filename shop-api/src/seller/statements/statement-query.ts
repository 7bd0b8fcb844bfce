import type {
  Statement,
  StatementLine,
  StatementMonth,
} from '@shop/shared-contracts/api/marketplace-money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { euros } from '../../http/money';

/** `YYYY-MM` of a month from 2000 on. */
export const MONTH_PATTERN = /^(2\d{3})-(0[1-9]|1[0-2])$/;

/** The first instant (UTC) of the month `offset` months after the month of `year`/`month`. */
function monthStart(year: number, month: number, offset = 0): Date {
  return new Date(Date.UTC(year, month - 1 + offset, 1));
}

/** The `count` months ending with `last` (`YYYY-MM`), as `[from, to)` instants. */
export function monthRange(last: string, count: number): { from: Date; to: Date } {
  const [, year = '', month = ''] = MONTH_PATTERN.exec(last) ?? [];
  return {
    from: monthStart(Number(year), Number(month), 1 - count),
    to: monthStart(Number(year), Number(month), 1),
  };
}

export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

interface MonthRow {
  month: string;
  shipments: number | string;
  sales: number | string;
  returns: number | string;
  commission: number | string;
}

/**
 * Each month of `[from, to)`, newest first, zeros included, computed in integer cents: sales are
 * delivered shipments by their delivery month after their coupon share, returns the refunds of
 * returns accepted that month; commission is `rate` percent of sales less returns, rounded to the
 * cent (half away from zero), and the payout what is left.
 */
export async function statementMonths(
  db: Db,
  vendorId: number,
  rate: number,
  { from, to }: { from: Date; to: Date },
): Promise<StatementMonth[]> {
  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  const rows = rowsOf<MonthRow>(
    await db.execute(sql`
      WITH months AS (
        SELECT generate_series(
          ${fromIso}::timestamptz AT TIME ZONE 'UTC',
          ${toIso}::timestamptz AT TIME ZONE 'UTC' - interval '1 month',
          interval '1 month'
        ) AS start
      ), sales AS (
        SELECT date_trunc('month', delivered_at AT TIME ZONE 'UTC') AS start,
               count(*) AS shipments, sum(subtotal_cents - discount_cents) AS cents
        FROM shipments
        WHERE vendor_id = ${vendorId} AND status = 'delivered'
          AND delivered_at >= ${fromIso}::timestamptz AND delivered_at < ${toIso}::timestamptz
        GROUP BY 1
      ), refunds AS (
        SELECT date_trunc('month', decided_at AT TIME ZONE 'UTC') AS start,
               sum(refund_cents) AS cents
        FROM returns
        WHERE vendor_id = ${vendorId} AND status = 'accepted'
          AND decided_at >= ${fromIso}::timestamptz AND decided_at < ${toIso}::timestamptz
        GROUP BY 1
      ), totals AS (
        SELECT months.start, coalesce(sales.shipments, 0) AS shipments,
               coalesce(sales.cents, 0) AS sales, coalesce(refunds.cents, 0) AS returns
        FROM months
        LEFT JOIN sales ON sales.start = months.start
        LEFT JOIN refunds ON refunds.start = months.start
      )
      SELECT to_char(start, 'YYYY-MM') AS month, shipments, sales, returns,
             round((sales - returns)::numeric * ${rate} / 100) AS commission
      FROM totals
      ORDER BY start DESC
    `),
  );
  return rows.map((row) => {
    const sales = Number(row.sales);
    const returns = Number(row.returns);
    const commission = Number(row.commission);
    return {
      month: row.month,
      shipments: Number(row.shipments),
      sales: euros(sales),
      returns: euros(returns),
      commission_rate: rate,
      commission: euros(commission),
      payout: euros(sales - returns - commission),
    };
  });
}

interface LineRow {
  date: Date | string;
  kind: 'sale' | 'return';
  order_number: string;
  shipment_id: number;
  cents: number | string;
}

/** The sales and accepted returns of one month, by date (then sales before returns). */
export async function statementLines(
  db: Db,
  vendorId: number,
  { from, to }: { from: Date; to: Date },
): Promise<StatementLine[]> {
  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  const rows = rowsOf<LineRow>(
    await db.execute(sql`
      SELECT s.delivered_at AS date, 'sale' AS kind, o.order_number, s.id AS shipment_id,
             s.subtotal_cents - s.discount_cents AS cents
      FROM shipments s JOIN orders o ON o.id = s.order_id
      WHERE s.vendor_id = ${vendorId} AND s.status = 'delivered'
        AND s.delivered_at >= ${fromIso}::timestamptz AND s.delivered_at < ${toIso}::timestamptz
      UNION ALL
      SELECT r.decided_at, 'return', o.order_number, r.shipment_id, -r.refund_cents
      FROM returns r JOIN orders o ON o.id = r.order_id
      WHERE r.vendor_id = ${vendorId} AND r.status = 'accepted'
        AND r.decided_at >= ${fromIso}::timestamptz AND r.decided_at < ${toIso}::timestamptz
      ORDER BY 1, 2 DESC, 4
    `),
  );
  return rows.map((row) => ({
    date: new Date(row.date).toISOString(),
    kind: row.kind,
    order_number: row.order_number,
    shipment_id: Number(row.shipment_id),
    amount: euros(Number(row.cents)),
  }));
}

/** One month with its lines. */
export async function statementOf(
  db: Db,
  vendorId: number,
  rate: number,
  month: string,
): Promise<Statement> {
  const range = monthRange(month, 1);
  const [summary, lines] = await Promise.all([
    statementMonths(db, vendorId, rate, range),
    statementLines(db, vendorId, range),
  ]);
  const [one] = summary;
  if (!one) throw new Error(`no statement row for ${month}`);
  return { ...one, lines };
}
