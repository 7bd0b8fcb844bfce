import type { StoreType } from '@shop/shared-contracts/api/entities';
import type { OperatorApplication } from '@shop/shared-contracts/api/marketplace';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, vendorApplications } from '../db/schema-accounts';
import { likePattern } from './reason';

const columns = { application: vendorApplications, name: users.name, email: users.email };
type Row = {
  application: typeof vendorApplications.$inferSelect;
  name: string;
  email: string;
};

function toOperatorApplication({ application: a, name, email }: Row): OperatorApplication {
  return {
    id: a.id,
    status: a.status as OperatorApplication['status'],
    applicant: { id: a.userId, name, email },
    store_name_in_german: a.storeNameInGerman,
    store_name_in_arabic: a.storeNameInArabic,
    address: a.address,
    phone: a.phone,
    store_type: a.storeType as StoreType,
    rejection_reason: a.rejectionReason,
    vendor_id: a.vendorId,
    created_at: a.createdAt.toISOString(),
    decided_at: a.decidedAt?.toISOString() ?? null,
  };
}

export async function loadOperatorApplication(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(vendorApplications)
    .innerJoin(users, eq(users.id, vendorApplications.userId))
    .where(eq(vendorApplications.id, id));
  return row ? toOperatorApplication(row) : null;
}

export const APPLICATIONS_PER_PAGE = 20;

/** A page of applications, newest first; `q` matches store names, applicant name and e-mail. */
export async function listOperatorApplications(
  db: Db,
  { status, q, page }: { status?: string; q?: string; page: number },
) {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(vendorApplications.status, status));
  const text = q?.trim();
  if (text) {
    const pattern = likePattern(text);
    const match = or(
      ilike(vendorApplications.storeNameInGerman, pattern),
      ilike(vendorApplications.storeNameInArabic, pattern),
      ilike(users.name, pattern),
      ilike(users.email, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(vendorApplications)
      .innerJoin(users, eq(users.id, vendorApplications.userId))
      .where(where)
      .orderBy(desc(vendorApplications.createdAt), desc(vendorApplications.id))
      .limit(APPLICATIONS_PER_PAGE)
      .offset((page - 1) * APPLICATIONS_PER_PAGE),
    db
      .select({ n: count() })
      .from(vendorApplications)
      .innerJoin(users, eq(users.id, vendorApplications.userId))
      .where(where),
  ]);
  return { rows: rows.map(toOperatorApplication), total: total?.n ?? 0 };
}
