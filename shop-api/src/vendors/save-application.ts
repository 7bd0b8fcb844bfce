import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lockShopper } from '../cart/shopper-lock';
import type { Db } from '../db/client';
import { vendorApplications } from '../db/schema-accounts';
import { vendors } from '../db/schema-catalog';
import { ApiError } from '../http/api-error';
import { contentTypeOf } from '../uploads/object-store';
import { clearPending, type PendingKey, recordPending } from '../uploads/pending-uploads';
import type {
  ApplicationFields,
  FieldErrors,
  FieldProblems,
  UploadedFile,
} from './application-parts';
import { documentKinds, imageKinds } from './file-kinds';
import { encodeLogo } from './store-logo';

export const ALREADY_PENDING =
  'You already have a vendor application under review. We will contact you about it shortly.';

/** A shopper runs at most one store, so an application from a vendor could never be approved. */
export const alreadyVendor = () =>
  new ApiError(409, 'You already run a store on this marketplace.', undefined, {
    codes: { application: 'already_vendor' },
  });

export async function runsStore(db: Db, userId: number): Promise<boolean> {
  const [store] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.ownerUserId, userId))
    .limit(1);
  return store !== undefined;
}

/** Checks the two files, then stores them and the application row together, or neither. */
export async function saveApplication(
  app: FastifyInstance,
  userId: number,
  fields: ApplicationFields,
  files: Partial<Record<'store_logo' | 'store_id', UploadedFile>>,
  textProblems: FieldProblems,
) {
  const errors: FieldErrors = { ...textProblems.errors };
  const logo = files.store_logo;
  const identity = files.store_id;
  if (!logo) errors.store_logo = ['The store logo is required.'];
  else if (!(logo.kind && imageKinds.includes(logo.kind)))
    errors.store_logo = ['The store logo must be an image (PNG, JPEG, GIF or WebP).'];
  if (!identity) errors.store_id = ['The identity document is required.'];
  else if (!(identity.kind && documentKinds.includes(identity.kind)))
    errors.store_id = ['The identity document must be a PDF, DOC, DOCX or image file.'];
  if (Object.keys(errors).length || !logo?.kind || !identity?.kind) {
    throw new ApiError(422, Object.values(errors)[0]?.[0] ?? 'Validation error', errors, {
      codes: textProblems.codes,
    });
  }

  const logoBytes = await encodeLogo(logo.bytes);
  if (!logoBytes) {
    const message = 'The store logo must be an image (PNG, JPEG, GIF or WebP).';
    throw new ApiError(422, message, { store_logo: [message] });
  }
  // Both files are private: the logo, re-encoded, is published when the store is approved
  // (store-logo.ts); the identity document is never served.
  const logoUpload = { area: 'private' as const, key: `vendor-logos/${randomUUID()}.webp` };
  const documentUpload = {
    area: 'private' as const,
    key: `vendor-documents/${randomUUID()}.${identity.kind}`,
  };
  const uploads = [
    { ...logoUpload, bytes: logoBytes },
    { ...documentUpload, bytes: identity.bytes },
  ];
  // Recorded (and committed) before the first byte is written, cleared with the application's
  // commit: a crash in between leaves records the sweep finds (docs/operations/uploads.md).
  const pendingIds = await recordPending(
    app.db,
    uploads.map(({ area, key }) => ({ area, key })),
  );
  try {
    for (const upload of uploads) {
      await app.uploads[upload.area].put(upload.key, upload.bytes, {
        contentType: contentTypeOf(upload.key),
      });
    }
    return await app.db.transaction(async (tx) => {
      // One pending application per shopper; the lock makes two submits at once one after
      // the other, so the second finds the first.
      await lockShopper(tx, userId);
      const [pending] = await tx
        .select({ id: vendorApplications.id })
        .from(vendorApplications)
        .where(
          and(eq(vendorApplications.userId, userId), eq(vendorApplications.status, 'under_review')),
        );
      if (pending) throw new ApiError(409, ALREADY_PENDING);
      if (await runsStore(tx, userId)) throw alreadyVendor();
      const [inserted] = await tx
        .insert(vendorApplications)
        .values({
          userId,
          storeNameInArabic: fields.store_name_in_arabic ?? '',
          storeNameInGerman: fields.store_name_in_german ?? '',
          storeLogo: logoUpload.key,
          identityDocument: documentUpload.key,
          address: fields.address ?? '',
          phone: fields.phone ?? '',
          storeType: fields.store_type ?? 'retail',
        })
        .returning();
      if (!inserted) throw new ApiError(409, 'The application could not be saved.');
      await clearPending(tx, pendingIds);
      return inserted;
    });
  } catch (error) {
    // A failed application leaves nothing behind; what this cannot delete (the store or the
    // database is down) stays recorded as pending, and the sweep deletes it later.
    await discard(app, uploads, pendingIds).catch((failure: unknown) =>
      app.log.warn({ err: failure }, 'could not discard a failed upload; the sweep will'),
    );
    throw error;
  }
}

async function discard(app: FastifyInstance, uploads: PendingKey[], pendingIds: number[]) {
  for (const upload of uploads) await app.uploads[upload.area].delete(upload.key);
  await clearPending(app.db, pendingIds);
}
