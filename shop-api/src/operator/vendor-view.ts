import type { OperatorVendor, VendorStatus } from '@shop/shared-contracts/api/marketplace';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outerColumn } from '../db/outer-column';
import { users } from '../db/schema-accounts';
import { products, vendors } from '../db/schema-catalog';
import { likePattern } from './reason';

export const VENDORS_PER_PAGE = 20;

const columns = {
  vendor: vendors,
  ownerName: users.name,
  ownerEmail: users.email,
  products: sql<number>`(SELECT count(*)::int FROM ${products} WHERE ${products.vendorId} = ${outerColumn(vendors.id)})`,
};

type Row = {
  vendor: typeof vendors.$inferSelect;
  ownerName: string | null;
  ownerEmail: string | null;
  products: number;
};

function toOperatorVendor({ vendor: v, ownerName, ownerEmail, products: n }: Row): OperatorVendor {
  return {
    id: v.id,
    status: v.status as VendorStatus,
    store_name_in_german: v.storeNameInGerman,
    store_name_in_arabic: v.storeNameInArabic,
    owner:
      v.ownerUserId !== null && ownerName !== null && ownerEmail !== null
        ? { id: v.ownerUserId, name: ownerName, email: ownerEmail }
        : null,
    products: Number(n),
    suspended_reason: v.suspendedReason,
  };
}

function query(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(vendors)
    .leftJoin(users, eq(users.id, vendors.ownerUserId))
    .where(where);
}

export async function loadOperatorVendor(db: Db, id: number) {
  const [row] = await query(db, eq(vendors.id, id));
  return row ? toOperatorVendor(row) : null;
}

/** A page of stores by id; `q` matches the store names and the owner's name and e-mail. */
export async function listOperatorVendors(db: Db, { q, page }: { q?: string; page: number }) {
  const text = q?.trim();
  const pattern = text ? likePattern(text) : null;
  const where = pattern
    ? or(
        ilike(vendors.storeNameInGerman, pattern),
        ilike(vendors.storeNameInArabic, pattern),
        ilike(users.name, pattern),
        ilike(users.email, pattern),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    query(db, where)
      .orderBy(asc(vendors.id))
      .limit(VENDORS_PER_PAGE)
      .offset((page - 1) * VENDORS_PER_PAGE),
    db
      .select({ n: count() })
      .from(vendors)
      .leftJoin(users, eq(users.id, vendors.ownerUserId))
      .where(and(where)),
  ]);
  return { rows: rows.map(toOperatorVendor), total: total?.n ?? 0 };
}
