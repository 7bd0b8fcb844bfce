import type { FastifyInstance } from 'fastify';
import { registerOperatorApplicationRoutes } from './application-routes';
import { registerOperatorReviewRoutes } from './review-routes';
import { registerOperatorVendorRoutes } from './vendor-routes';

/** The back office: every route under `/v1/operator/`, each behind `requireOperator`. */
export function registerOperatorRoutes(app: FastifyInstance): void {
  registerOperatorApplicationRoutes(app);
  registerOperatorVendorRoutes(app);
  registerOperatorReviewRoutes(app);
}
