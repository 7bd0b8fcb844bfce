import type { FastifyInstance } from 'fastify';
import { registerOperatorRoutes } from '../operator/operator-routes';
import { registerSellerPictureRoutes } from './picture-routes';
import { registerSellerProductRoutes } from './product-routes';
import { registerSellerStoreRoutes } from './store-routes';

/**
 * The marketplace's other side: the seller center (`/v1/seller/`, behind `requireVendor`) and
 * the back office (`/v1/operator/`, behind `requireOperator`), registered with one line.
 */
export function registerSellerAndOperatorRoutes(app: FastifyInstance): void {
  registerSellerStoreRoutes(app);
  registerSellerProductRoutes(app);
  registerSellerPictureRoutes(app);
  registerOperatorRoutes(app);
}
