import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lockShopper } from '../cart/shopper-lock';
import { vendorApplications } from '../db/schema-accounts';
import { ApiError } from '../http/api-error';
import type {
  ApplicationFields,
  FieldErrors,
  FieldProblems,
  UploadedFile,
} from './application-parts';
import { documentKinds, imageKinds } from './file-kinds';

export const ALREADY_PENDING =
  'You already have a vendor application under review. We will contact you about it shortly.';

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

  // Logos are public; identity documents stay in the private folder that is never served.
  const logoPath = `vendor-logos/${randomUUID()}.${logo.kind}`;
  const documentPath = `vendor-documents/${randomUUID()}.${identity.kind}`;
  const written: string[] = [];
  return app.db
    .transaction(async (tx) => {
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
      for (const [dir, path, bytes] of [
        [app.config.storageDir, logoPath, logo.bytes],
        [app.config.privateDir, documentPath, identity.bytes],
      ] as const) {
        const file = join(dir, path);
        await mkdir(join(file, '..'), { recursive: true });
        written.push(file);
        await writeFile(file, bytes);
      }
      const [inserted] = await tx
        .insert(vendorApplications)
        .values({
          userId,
          storeNameInArabic: fields.store_name_in_arabic ?? '',
          storeNameInGerman: fields.store_name_in_german ?? '',
          storeLogo: logoPath,
          identityDocument: documentPath,
          address: fields.address ?? '',
          phone: fields.phone ?? '',
          storeType: fields.store_type ?? 'retail',
        })
        .returning();
      if (!inserted) throw new ApiError(409, 'The application could not be saved.');
      return inserted;
    })
    .catch(async (error: unknown) => {
      // A failed application leaves nothing behind: its files go with the rolled-back row.
      await Promise.all(written.map((file) => rm(file, { force: true })));
      throw error;
    });
}
