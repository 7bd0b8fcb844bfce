import type { StoreType } from '@shop/shared-contracts/api/entities';
import { STORE_TYPES } from '@shop/shared-contracts/api/entities';
import type { FieldErrorCode } from '@shop/shared-contracts/api/error-keys';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { vendorApplications } from '../db/schema-accounts';
import { ApiError } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { bearerSecurity, requireShopper, shopperOf } from '../plugins/auth';
import {
  type ApplicationFields,
  type FieldProblems,
  readApplicationParts,
  type TextField,
  textFields,
} from './application-parts';
import { registerMyApplicationRoute } from './my-application-route';
import { ALREADY_PENDING, alreadyVendor, runsStore, saveApplication } from './save-application';
import { vendorUploads } from './upload-slots';
import { toVendorApplication } from './vendor-application-view';
import { isVendorPhone } from './vendor-phone';

const UNDER_REVIEW =
  'Your vendor application has been submitted and is now under review. We will contact you shortly.';

export function registerVendorRoutes(app: FastifyInstance): void {
  contractRoute(
    app,
    'POST /v1/vendors',
    {
      tags: ['vendors'],
      security: bearerSecurity,
      description: `multipart/form-data parts: ${Object.keys(textFields).join(', ')} (text, sent before the files); store_logo (png/jpg/gif/webp image) and store_id (pdf/doc/docx or image), each at most 5 MB, checked by content. A shopper with an application under review or a store (409), or text fields that fail their checks, is refused before the files are read.`,
    },
    async (request, reply) => {
      const { userId } = shopperOf(request);
      if (!request.isMultipart())
        throw new ApiError(415, 'Send the application as multipart/form-data.');
      // Refused before a byte of the files is read; saving checks again under the shopper's
      // lock, for two submits at once.
      if (await hasPendingApplication(app.db, userId)) throw new ApiError(409, ALREADY_PENDING);
      if (await runsStore(app.db, userId)) throw alreadyVendor();
      const release = vendorUploads.take(userId);
      try {
        const { fields, files, textProblems } = await readApplicationParts(
          request,
          checkTextFields,
        );
        const row = await saveApplication(app, userId, fields, files, textProblems);
        reply.status(201);
        return answer('POST /v1/vendors', toVendorApplication(row), UNDER_REVIEW);
      } finally {
        release();
      }
    },
    { onRequest: requireShopper },
  );

  registerMyApplicationRoute(app);
}

async function hasPendingApplication(db: Db, userId: number): Promise<boolean> {
  const [pending] = await db
    .select({ id: vendorApplications.id })
    .from(vendorApplications)
    .where(
      and(eq(vendorApplications.userId, userId), eq(vendorApplications.status, 'under_review')),
    );
  return pending !== undefined;
}

/** The text fields' problems: required, length, store type, a dialable phone number. */
function checkTextFields(fields: ApplicationFields): FieldProblems {
  const errors: Record<string, string[]> = {};
  const codes: Record<string, FieldErrorCode> = {};
  for (const [name, max] of Object.entries(textFields) as [TextField, number][]) {
    const value = fields[name];
    const label = name.replace(/_/g, ' ');
    if (!value) {
      errors[name] = [`The ${label} field is required.`];
      codes[name] = 'required';
    } else if (value.length > max) {
      errors[name] = [`The ${label} must not be longer than ${max} characters.`];
      codes[name] = 'too_long';
    }
  }
  if (fields.store_type && !STORE_TYPES.includes(fields.store_type as StoreType)) {
    errors.store_type = [`The store type must be one of: ${STORE_TYPES.join(', ')}.`];
    codes.store_type = 'invalid';
  }
  if (fields.phone && !errors.phone && !isVendorPhone(fields.phone)) {
    errors.phone = ['The phone field must be a valid phone number.'];
    codes.phone = 'phone_invalid';
  }
  return { errors, codes };
}
