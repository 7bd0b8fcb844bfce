import type {
  SellerProduct,
  SellerProductInput,
  SellerProductsQuery,
} from '@shop/shared-contracts/api/marketplace';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http/api-error';
import { answer } from '../http/envelope';
import { requireActiveVendor, requireVendor, vendorOf } from '../marketplace/roles';
import { pageOf } from '../operator/reason';
import { bearerSecurity } from '../plugins/auth';
import { envelope, idParams, paginated, responses } from '../schemas/primitives';
import { createProduct, setProductStatus, updateProduct } from './product-save';
import { listSellerProducts, loadSellerProduct, PRODUCTS_PER_PAGE } from './product-view';
import {
  sellerProductBody,
  sellerProductSchema,
  sellerProductSummarySchema,
  sellerProductsQuery,
  tags,
} from './seller-schemas';

type WithId = { Params: { id: number } };
const base = { onRequest: requireVendor };
const one = responses(envelope(sellerProductSchema));

/**
 * The vendor's own products. Every read and write is scoped to the signed-in vendor's store:
 * another store's product answers 404, exactly like a missing one. Writes need an active store.
 */
export function registerSellerProductRoutes(app: FastifyInstance): void {
  const own = async (request: FastifyRequest, id: number): Promise<SellerProduct> => {
    const product = await loadSellerProduct(
      app.db,
      app.config.publicUrl,
      vendorOf(request).vendorId,
      id,
    );
    if (!product) throw notFound('Product');
    return product;
  };

  app.get<{ Querystring: SellerProductsQuery }>(
    '/seller/products',
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        description:
          "The vendor's products, last changed first, by name (either language) and status.",
        querystring: sellerProductsQuery,
        response: responses(envelope(paginated(sellerProductSummarySchema))),
      },
    },
    async (request) => {
      const current = request.query.page ?? 1;
      const { rows, total } = await listSellerProducts(
        app.db,
        app.config.publicUrl,
        vendorOf(request).vendorId,
        { ...request.query, page: current },
      );
      return answer('GET /v1/seller/products', {
        data: rows,
        ...pageOf(total, current, PRODUCTS_PER_PAGE),
      });
    },
  );

  app.get<WithId>(
    '/seller/products/:id',
    { ...base, schema: { tags, security: bearerSecurity, params: idParams, response: one } },
    async (request) =>
      answer('GET /v1/seller/products/{id}', await own(request, request.params.id)),
  );

  app.post<{ Body: SellerProductInput }>(
    '/seller/products',
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        description: 'A new product, always a draft.',
        body: sellerProductBody,
        response: responses(envelope(sellerProductSchema), 201),
      },
    },
    async (request, reply) => {
      const { vendorId } = requireActiveVendor(request);
      const id = await createProduct(app.db, vendorId, request.body);
      reply.status(201);
      return answer('POST /v1/seller/products', await own(request, id));
    },
  );

  app.put<WithId & { Body: SellerProductInput }>(
    '/seller/products/:id',
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParams,
        body: sellerProductBody,
        response: one,
      },
    },
    async (request) => {
      const { vendorId } = requireActiveVendor(request);
      await updateProduct(app.db, vendorId, request.params.id, request.body);
      return answer('PUT /v1/seller/products/{id}', await own(request, request.params.id));
    },
  );

  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
  ] as const) {
    app.post<WithId>(
      `/seller/products/:id/${action}`,
      { ...base, schema: { tags, security: bearerSecurity, params: idParams, response: one } },
      async (request) => {
        const { vendorId } = requireActiveVendor(request);
        await setProductStatus(app.db, vendorId, request.params.id, status);
        return answer(
          `POST /v1/seller/products/{id}/${action}`,
          await own(request, request.params.id),
        );
      },
    );
  }
}
