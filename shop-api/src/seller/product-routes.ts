import type { SellerProduct } from '@shop/shared-contracts/api/marketplace';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { requireActiveVendor, requireVendor, vendorOf } from '../marketplace/roles';
import { pageOf } from '../operator/reason';
import { bearerSecurity } from '../plugins/auth';
import { createProduct, setProductStatus, updateProduct } from './product-save';
import { listSellerProducts, loadSellerProduct, PRODUCTS_PER_PAGE } from './product-view';

const docs = { tags: ['seller'], security: bearerSecurity };
const vendorOnly = { onRequest: requireVendor };

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

  contractRoute(
    app,
    'GET /v1/seller/products',
    {
      ...docs,
      description:
        "The vendor's products, last changed first, by name (either language) and status.",
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
    vendorOnly,
  );

  contractRoute(
    app,
    'GET /v1/seller/products/{id}',
    docs,
    async (request) =>
      answer('GET /v1/seller/products/{id}', await own(request, request.params.id)),
    vendorOnly,
  );

  contractRoute(
    app,
    'POST /v1/seller/products',
    { ...docs, description: 'A new product, always a draft.' },
    async (request, reply) => {
      const { vendorId } = requireActiveVendor(request);
      const id = await createProduct(app.db, vendorId, request.body);
      reply.status(201);
      return answer('POST /v1/seller/products', await own(request, id));
    },
    vendorOnly,
  );

  contractRoute(
    app,
    'PUT /v1/seller/products/{id}',
    docs,
    async (request) => {
      const { vendorId } = requireActiveVendor(request);
      await updateProduct(app.db, vendorId, request.params.id, request.body);
      return answer('PUT /v1/seller/products/{id}', await own(request, request.params.id));
    },
    vendorOnly,
  );

  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
  ] as const) {
    const key = `POST /v1/seller/products/{id}/${action}` as const;
    contractRoute(
      app,
      key,
      docs,
      async (request) => {
        const { vendorId } = requireActiveVendor(request);
        await setProductStatus(app.db, vendorId, request.params.id, status);
        return answer(key, await own(request, request.params.id));
      },
      vendorOnly,
    );
  }
}
