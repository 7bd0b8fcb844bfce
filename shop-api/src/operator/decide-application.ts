import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { vendorApplications } from '../db/schema-accounts';
import { vendors } from '../db/schema-catalog';
import { ApiError, notFound } from '../http/api-error';
import { queueApplicationDecisionMail } from '../mail/vendor-decision-mails';
import { clearPending } from '../uploads/pending-uploads';
import { publishLogo, unpublishLogo } from '../vendors/store-logo';

const DECIDED = 'This application was already decided.';

/** The application, locked until the decision commits, so two operators cannot both decide. */
async function lockUnderReview(tx: Db, id: number) {
  const [application] = await tx
    .select()
    .from(vendorApplications)
    .where(eq(vendorApplications.id, id))
    .for('update');
  if (!application) throw notFound('Vendor application');
  if (application.status !== 'under_review') throw new ApiError(409, DECIDED);
  return application;
}

/**
 * In one transaction: the store is created from the application and owned by the applicant,
 * and the application is approved and points at it. 409 when it is no longer under review or
 * the applicant already runs a store (the unique owner column settles a race between two).
 */
export async function approveApplication(app: FastifyInstance, id: number): Promise<void> {
  const [waiting] = await app.db
    .select({ logo: vendorApplications.storeLogo, status: vendorApplications.status })
    .from(vendorApplications)
    .where(eq(vendorApplications.id, id));
  if (!waiting) throw notFound('Vendor application');
  // Written before the transaction, undone if it fails: the logo goes public with the store.
  const logoPending = waiting.status === 'under_review' ? await publishLogo(app, waiting.logo) : [];
  const decided = await app.db
    .transaction(async (tx) => {
      const application = await lockUnderReview(tx, id);
      if (application.storeLogo !== waiting.logo) throw new ApiError(409, DECIDED);
      const [owned] = await tx
        .select({ id: vendors.id })
        .from(vendors)
        .where(eq(vendors.ownerUserId, application.userId));
      if (owned) throw new ApiError(409, 'This applicant already runs a store.');
      const [vendor] = await tx
        .insert(vendors)
        .values({
          storeNameInGerman: application.storeNameInGerman,
          storeNameInArabic: application.storeNameInArabic,
          storeLogo: application.storeLogo,
          address: application.address,
          ownerUserId: application.userId,
        })
        .returning({ id: vendors.id });
      if (!vendor) throw new ApiError(409, 'The store could not be created.');
      await tx
        .update(vendorApplications)
        .set({ status: 'approved', decidedAt: sql`now()`, vendorId: vendor.id })
        .where(eq(vendorApplications.id, id));
      await clearPending(tx, logoPending);
      return application;
    })
    .catch(async (error: unknown) => {
      await unpublishLogo(app, waiting.logo, logoPending).catch((failure: unknown) =>
        app.log.warn({ err: failure }, 'could not withdraw a logo; the sweep will'),
      );
      throw error;
    });
  queueApplicationDecisionMail(app, decided.userId, {
    approved: true,
    store: decided.storeNameInGerman,
  });
}

/** Rejects with the operator's reason, which the applicant's vendor tab and the mail show. */
export async function rejectApplication(
  app: FastifyInstance,
  id: number,
  reason: string,
): Promise<void> {
  const decided = await app.db.transaction(async (tx) => {
    const application = await lockUnderReview(tx, id);
    await tx
      .update(vendorApplications)
      .set({ status: 'rejected', decidedAt: sql`now()`, rejectionReason: reason })
      .where(eq(vendorApplications.id, id));
    return application;
  });
  queueApplicationDecisionMail(app, decided.userId, {
    approved: false,
    store: decided.storeNameInGerman,
    reason,
  });
}
