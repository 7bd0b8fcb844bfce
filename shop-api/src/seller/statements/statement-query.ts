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
  commission_rate: number | string | null;
}

/**
 * Each month of `[from, to)`, newest first, zeros included, computed in integer cents: sales are
 * delivered shipments by their delivery month after their coupon share, returns the refunds of
 * returns accepted that month. Commission is summed per line: each sale at the rate its shipment
 * was delivered at (0065), each return at its shipment's rate, rounded to the cent (half away
 * from zero); a shipment without a stored rate counts at `rate`, today's. The month's
 * `commission_rate` is its lines' one rate, `rate` without lines, null when they mix rates.
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
      ), lines AS (
        SELECT date_trunc('month', delivered_at AT TIME ZONE 'UTC') AS start, 1 AS shipment,
               subtotal_cents - discount_cents AS cents,
               coalesce(commission_percent, ${rate}::numeric) AS rate
        FROM shipments
        WHERE vendor_id = ${vendorId} AND status = 'delivered'
          AND delivered_at >= ${fromIso}::timestamptz AND delivered_at < ${toIso}::timestamptz
        UNION ALL
        SELECT date_trunc('month', r.decided_at AT TIME ZONE 'UTC'), 0, -r.refund_cents,
               coalesce(s.commission_percent, ${rate}::numeric)
        FROM returns r JOIN shipments s ON s.id = r.shipment_id
        WHERE r.vendor_id = ${vendorId} AND r.status = 'accepted'
          AND r.decided_at >= ${fromIso}::timestamptz AND r.decided_at < ${toIso}::timestamptz
      ), totals AS (
        SELECT start, sum(shipment) AS shipments,
               sum(cents) FILTER (WHERE shipment = 1) AS sales,
               -sum(cents) FILTER (WHERE shipment = 0) AS returns,
               sum(round(cents::numeric * rate / 100)) AS commission,
               min(rate) AS low, max(rate) AS high
        FROM lines
        GROUP BY start
      )
      SELECT to_char(months.start, 'YYYY-MM') AS month, coalesce(totals.shipments, 0) AS shipments,
             coalesce(totals.sales, 0) AS sales, coalesce(totals.returns, 0) AS returns,
             coalesce(totals.commission, 0) AS commission,
             CASE WHEN totals.low IS NULL THEN ${rate}::numeric
                  WHEN totals.low = totals.high THEN totals.low END AS commission_rate
      FROM months
      LEFT JOIN totals ON totals.start = months.start
      ORDER BY months.start DESC
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
      commission_rate: row.commission_rate === null ? null : Number(row.commission_rate),
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
  rate: number | string;
  commission: number | string;
}

/**
 * The sales and accepted returns of one month, by date (then sales before returns), each with
 * the rate of its shipment (`rate` when none is stored) and its commission at that rate.
 */
export async function statementLines(
  db: Db,
  vendorId: number,
  rate: number,
  { from, to }: { from: Date; to: Date },
): Promise<StatementLine[]> {
  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  const rows = rowsOf<LineRow>(
    await db.execute(sql`
      WITH lines AS (
        SELECT s.delivered_at AS date, 'sale' AS kind, o.order_number, s.id AS shipment_id,
               s.subtotal_cents - s.discount_cents AS cents,
               coalesce(s.commission_percent, ${rate}::numeric) AS rate
        FROM shipments s JOIN orders o ON o.id = s.order_id
        WHERE s.vendor_id = ${vendorId} AND s.status = 'delivered'
          AND s.delivered_at >= ${fromIso}::timestamptz AND s.delivered_at < ${toIso}::timestamptz
        UNION ALL
        SELECT r.decided_at, 'return', o.order_number, r.shipment_id, -r.refund_cents,
               coalesce(s.commission_percent, ${rate}::numeric)
        FROM returns r JOIN orders o ON o.id = r.order_id JOIN shipments s ON s.id = r.shipment_id
        WHERE r.vendor_id = ${vendorId} AND r.status = 'accepted'
          AND r.decided_at >= ${fromIso}::timestamptz AND r.decided_at < ${toIso}::timestamptz
      )
      SELECT *, round(cents::numeric * rate / 100) AS commission
      FROM lines
      ORDER BY date, kind DESC, shipment_id
    `),
  );
  return rows.map((row) => ({
    date: new Date(row.date).toISOString(),
    kind: row.kind,
    order_number: row.order_number,
    shipment_id: Number(row.shipment_id),
    amount: euros(Number(row.cents)),
    commission_rate: Number(row.rate),
    commission: euros(Number(row.commission)),
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
    statementLines(db, vendorId, rate, range),
  ]);
  const [one] = summary;
  if (!one) throw new Error(`no statement row for ${month}`);
  return { ...one, lines };
}
