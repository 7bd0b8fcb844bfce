import type { FieldErrorCode } from '@shop/shared-contracts/api/error-keys';
import type { SellerStore, SellerStoreInput } from '@shop/shared-contracts/api/marketplace';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { attributeValues, categories, vendors } from '../db/schema-catalog';
import { ApiError, notFound } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { storageUrl } from '../http/storage-url';
import { requireActiveVendor, requireVendor, vendorOf } from '../marketplace/roles';
import { bearerSecurity } from '../plugins/auth';

const docs = { tags: ['seller'], security: bearerSecurity };
const vendorOnly = { onRequest: requireVendor };

async function loadStore(db: Db, publicUrl: string, vendorId: number): Promise<SellerStore> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, vendorId));
  if (!row) throw notFound('Vendor');
  return {
    vendor_id: row.id,
    status: row.status as SellerStore['status'],
    store_name_in_german: row.storeNameInGerman,
    store_name_in_arabic: row.storeNameInArabic,
    description_german: row.descriptionGerman,
    description_arabic: row.descriptionArabic,
    store_logo: row.storeLogo ? storageUrl(publicUrl, row.storeLogo) : null,
    address: row.address,
  };
}

/** Store names 1 to 120 characters, descriptions up to 5000, with a code per field. */
function storeValues(body: SellerStoreInput) {
  const errors: Record<string, string[]> = {};
  const codes: Record<string, FieldErrorCode> = {};
  const check = (field: keyof SellerStoreInput, max: number, required: boolean) => {
    const value = body[field].trim();
    const code: FieldErrorCode | null =
      required && !value ? 'required' : value.length > max ? 'too_long' : null;
    if (code) {
      errors[field] = [
        code === 'required' ? 'This field is required.' : `At most ${max} characters.`,
      ];
      codes[field] = code;
    }
    return value;
  };
  const values = {
    storeNameInGerman: check('store_name_in_german', 120, true),
    storeNameInArabic: check('store_name_in_arabic', 120, true),
    descriptionGerman: check('description_german', 5000, false),
    descriptionArabic: check('description_arabic', 5000, false),
  };
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ApiError(422, first, errors, { codes });
  return values;
}

export function registerSellerStoreRoutes(app: FastifyInstance): void {
  contractRoute(
    app,
    'GET /v1/seller/me',
    docs,
    async (request) =>
      answer(
        'GET /v1/seller/me',
        await loadStore(app.db, app.config.publicUrl, vendorOf(request).vendorId),
      ),
    vendorOnly,
  );

  contractRoute(
    app,
    'PUT /v1/seller/store',
    docs,
    async (request) => {
      const { vendorId } = requireActiveVendor(request);
      await app.db.update(vendors).set(storeValues(request.body)).where(eq(vendors.id, vendorId));
      return answer(
        'PUT /v1/seller/store',
        await loadStore(app.db, app.config.publicUrl, vendorId),
      );
    },
    vendorOnly,
  );

  contractRoute(
    app,
    'GET /v1/seller/options',
    docs,
    async () => {
      const [categoryRows, valueRows] = await Promise.all([
        app.db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
        app.db
          .select()
          .from(attributeValues)
          .orderBy(asc(attributeValues.position), asc(attributeValues.id)),
      ]);
      const options = (kind: 'color' | 'size') =>
        valueRows
          .filter((row) => row.kind === kind)
          .map((row) => ({
            id: row.id,
            kind,
            value: row.value,
            name_german: row.nameGerman,
            name_arabic: row.nameArabic,
          }));
      return answer('GET /v1/seller/options', {
        categories: categoryRows.map((row) => ({
          id: row.id,
          parent_id: row.parentId,
          name_german: row.nameGerman,
          name_arabic: row.nameArabic,
        })),
        colors: options('color'),
        sizes: options('size'),
      });
    },
    vendorOnly,
  );
}
