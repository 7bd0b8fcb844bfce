import { PRODUCT_LIMITS, type SellerProductImage } from '@shop/shared-contracts/api/marketplace';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { productImages, products } from '../db/schema-catalog';
import { ApiError, fieldError, notFound } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { requireActiveVendor, requireVendor } from '../marketplace/roles';
import { bearerSecurity } from '../plugins/auth';
import { imageWork } from '../uploads/image-work';
import { clearPending, recordPending } from '../uploads/pending-uploads';
import {
  pictureFolder,
  pictureFormat,
  pictureUrls,
  removePictureFiles,
  resizePicture,
  writePictureFiles,
} from './picture-files';

type ImageRow = typeof productImages.$inferSelect;
const docs = { tags: ['seller'], security: bearerSecurity };
const vendorOnly = { onRequest: requireVendor };

/** 404 unless the product is the active vendor's own (another store's answers the same). */
async function ownProduct(db: Db, request: FastifyRequest, productId: number) {
  const { vendorId } = requireActiveVendor(request);
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)));
  if (!row) throw notFound('Product');
}

/** The uploaded `image` part, at most `imageBytesMax`; 422 with a field code otherwise. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  const tooLarge = () => fieldError('image', 'The picture is larger than 8 MB.', 'too_long');
  try {
    const part = await request.file({
      limits: { fileSize: PRODUCT_LIMITS.imageBytesMax, files: 1 },
    });
    if (part?.fieldname !== 'image')
      throw fieldError('image', 'Please choose a picture.', 'required');
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw new ApiError(400, 'The upload is not valid multipart/form-data.');
  }
}

/**
 * Product pictures: uploaded one at a time, resized once (picture-files.ts), removed, and put
 * in order. The first picture is the one the shop shows on tiles.
 */
export function registerSellerPictureRoutes(app: FastifyInstance): void {
  const view = (row: ImageRow): SellerProductImage => ({
    id: row.id,
    ...pictureUrls(app.config.publicUrl, row.path, row.widths),
    position: row.position,
  });
  const imagesOf = (productId: number) =>
    app.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id));

  contractRoute(
    app,
    'POST /v1/seller/products/{id}/images',
    docs,
    async (request, reply) => {
      const productId = request.params.id;
      await ownProduct(app.db, request, productId);
      // Taken before the body is read and held until the picture is stored.
      const release = app.pictureSlots.take(requireActiveVendor(request).vendorId);
      try {
        const saved = await savePicture(request, productId);
        reply.status(201);
        return answer('POST /v1/seller/products/{id}/images', view(saved));
      } finally {
        release();
      }
    },
    vendorOnly,
  );

  /** Reads, checks, resizes (in the process's image queue) and stores one uploaded picture. */
  async function savePicture(request: FastifyRequest, productId: number): Promise<ImageRow> {
    const bytes = await uploadedBytes(request);
    if (!(await pictureFormat(bytes)))
      throw fieldError('image', 'The picture must be a JPEG, PNG, WebP or AVIF.', 'invalid');
    const resized = await imageWork.run(() => resizePicture(bytes));
    // The picture's folder is recorded (and committed) before its first file is written and
    // cleared with the row's commit: a crash in between leaves a record the sweep finds.
    const pendingIds = await recordPending(app.db, [
      { area: 'public', key: pictureFolder(resized.path) },
    ]);
    const saved = await writePictureFiles(app.uploads.public, resized.files)
      .then(() =>
        app.db.transaction(async (tx) => {
          await tx
            .select({ id: products.id })
            .from(products)
            .where(eq(products.id, productId))
            .for('update');
          const [{ n = 0, last = -1 } = {}] = await tx
            .select({ n: count(), last: max(productImages.position) })
            .from(productImages)
            .where(eq(productImages.productId, productId));
          if (n >= PRODUCT_LIMITS.imagesMax)
            throw fieldError('image', `At most ${PRODUCT_LIMITS.imagesMax} pictures.`, 'too_many');
          const [row] = await tx
            .insert(productImages)
            .values({
              productId,
              path: resized.path,
              widths: resized.widths,
              position: (last ?? -1) + 1,
            })
            .returning();
          await tx
            .update(products)
            .set({ updatedAt: sql`now()` })
            .where(eq(products.id, productId));
          await clearPending(tx, pendingIds);
          return row;
        }),
      )
      .catch(async (error: unknown) => {
        // What this cannot delete stays recorded as pending, for the sweep.
        await removePictureFiles(app.uploads.public, resized.path)
          .then(() => clearPending(app.db, pendingIds))
          .catch((failure: unknown) =>
            app.log.warn({ err: failure }, 'could not discard a failed picture; the sweep will'),
          );
        throw error;
      });
    if (!saved) throw new ApiError(409, 'The picture could not be saved.');
    return saved;
  }

  contractRoute(
    app,
    'DELETE /v1/seller/products/{id}/images/{imageId}',
    docs,
    async (request) => {
      await ownProduct(app.db, request, request.params.id);
      const [removed] = await app.db
        .delete(productImages)
        .where(
          and(
            eq(productImages.id, request.params.imageId),
            eq(productImages.productId, request.params.id),
          ),
        )
        .returning();
      if (!removed) throw notFound('Picture');
      await removePictureFiles(app.uploads.public, removed.path);
      return answer('DELETE /v1/seller/products/{id}/images/{imageId}', null);
    },
    vendorOnly,
  );

  contractRoute(
    app,
    'PUT /v1/seller/products/{id}/images/order',
    docs,
    async (request) => {
      const productId = request.params.id;
      await ownProduct(app.db, request, productId);
      const wanted = request.body.image_ids;
      await app.db.transaction(async (tx) => {
        const current = await tx
          .select({ id: productImages.id })
          .from(productImages)
          .where(eq(productImages.productId, productId))
          .for('update');
        const known = new Set(current.map((row) => row.id));
        if (
          wanted.length !== known.size ||
          new Set(wanted).size !== wanted.length ||
          !wanted.every((i) => known.has(i))
        )
          throw fieldError('image_ids', "List each of the product's pictures once.", 'invalid');
        for (const [position, imageId] of wanted.entries())
          await tx.update(productImages).set({ position }).where(eq(productImages.id, imageId));
      });
      return answer(
        'PUT /v1/seller/products/{id}/images/order',
        (await imagesOf(productId)).map(view),
      );
    },
    vendorOnly,
  );
}
