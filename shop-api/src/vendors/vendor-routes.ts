import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoreType } from '@shop/shared-contracts/api/entities';
import { STORE_TYPES } from '@shop/shared-contracts/api/entities';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lockShopper } from '../cart/shopper-lock';
import { vendorApplications } from '../db/schema-accounts';
import { ApiError } from '../http/api-error';
import { answer } from '../http/envelope';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import { envelope, responses } from '../schemas/primitives';
import { detectFileKind, documentKinds, type FileKind, imageKinds } from './file-kinds';
import { registerMyApplicationRoute } from './my-application-route';
import { applicationSchema, toVendorApplication } from './vendor-application-view';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const ALREADY_PENDING =
  'You already have a vendor application under review. We will contact you about it shortly.';
const UNDER_REVIEW =
  'Your vendor application has been submitted and is now under review. We will contact you shortly.';
const textFields = {
  store_name_in_arabic: 120,
  store_name_in_german: 120,
  address: 255,
  phone: 40,
  store_type: 20,
} as const;
type TextField = keyof typeof textFields;

export function registerVendorRoutes(app: FastifyInstance): void {
  app.post(
    '/vendors',
    {
      onRequest: requireShopper,
      schema: {
        tags: ['vendors'],
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        description: `multipart/form-data parts: ${Object.keys(textFields).join(', ')} (text); store_logo (png/jpg/gif/webp image) and store_id (pdf/doc/docx or image), each at most 5 MB, checked by content.`,
        response: responses(envelope(applicationSchema), 201),
      },
    },
    async (request, reply) => {
      const { userId } = shopperOf(request);
      if (!request.isMultipart())
        throw new ApiError(415, 'Send the application as multipart/form-data.');
      const { fields, files, errors } = await readParts(request);
      for (const [name, max] of Object.entries(textFields) as [TextField, number][]) {
        const value = fields[name];
        if (!value) errors[name] ??= [`The ${name.replace(/_/g, ' ')} field is required.`];
        else if (value.length > max)
          errors[name] = [
            `The ${name.replace(/_/g, ' ')} must not be longer than ${max} characters.`,
          ];
      }
      if (fields.store_type && !STORE_TYPES.includes(fields.store_type as StoreType)) {
        errors.store_type = [`The store type must be one of: ${STORE_TYPES.join(', ')}.`];
      }
      const logo = files.store_logo;
      const identity = files.store_id;
      if (!errors.store_logo && !logo) errors.store_logo = ['The store logo is required.'];
      else if (logo && !(logo.kind && imageKinds.includes(logo.kind)))
        errors.store_logo = ['The store logo must be an image (PNG, JPEG, GIF or WebP).'];
      if (!errors.store_id && !identity) errors.store_id = ['The identity document is required.'];
      else if (identity && !(identity.kind && documentKinds.includes(identity.kind)))
        errors.store_id = ['The identity document must be a PDF, DOC, DOCX or image file.'];
      if (Object.keys(errors).length || !logo?.kind || !identity?.kind) {
        throw new ApiError(422, Object.values(errors)[0]?.[0] ?? 'Validation error', errors);
      }

      // Logos are public; identity documents stay in the private folder that is never served.
      const logoPath = `vendor-logos/${randomUUID()}.${logo.kind}`;
      const documentPath = `vendor-documents/${randomUUID()}.${identity.kind}`;
      const written: string[] = [];
      const row = await app.db
        .transaction(async (tx) => {
          // One pending application per shopper; the lock makes two submits at once one after
          // the other, so the second finds the first.
          await lockShopper(tx, userId);
          const [pending] = await tx
            .select({ id: vendorApplications.id })
            .from(vendorApplications)
            .where(
              and(
                eq(vendorApplications.userId, userId),
                eq(vendorApplications.status, 'under_review'),
              ),
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
      reply.status(201);
      return answer('POST /v1/vendors', toVendorApplication(row), UNDER_REVIEW);
    },
  );

  registerMyApplicationRoute(app);
}

type UploadedFile = { bytes: Buffer; kind: FileKind | null };

/** The text fields and the two files of the form; a body that is no valid multipart is a 400. */
async function readParts(request: FastifyRequest) {
  const fields: Partial<Record<TextField, string>> = {};
  const files: Partial<Record<'store_logo' | 'store_id', UploadedFile>> = {};
  const errors: Record<string, string[]> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer().catch(() => null);
        if (part.fieldname !== 'store_logo' && part.fieldname !== 'store_id') continue;
        if (!bytes || part.file.truncated || bytes.length > MAX_FILE_BYTES) {
          errors[part.fieldname] = ['The file must not be larger than 5 MB.'];
          continue;
        }
        files[part.fieldname] = { bytes, kind: detectFileKind(bytes) };
      } else if (part.fieldname in textFields && typeof part.value === 'string') {
        const name = part.fieldname as TextField;
        // PostgreSQL text cannot hold NUL characters.
        if (part.value.includes('\u0000'))
          errors[name] = [`The ${name.replace(/_/g, ' ')} field must not contain NUL characters.`];
        else fields[name] = part.value.trim();
      }
    }
  } catch (error) {
    if (error instanceof ApiError || (error as { statusCode?: number }).statusCode === 413)
      throw error;
    // Busboy's complaints (no boundary, a body that ends mid-part) describe the request.
    throw new ApiError(400, 'The upload is not valid multipart/form-data.');
  }
  return { fields, files, errors };
}
