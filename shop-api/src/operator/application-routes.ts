import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error';
import { contractRoute } from '../http/contract-route';
import { answer } from '../http/envelope';
import { requireOperator } from '../marketplace/roles';
import { bearerSecurity } from '../plugins/auth';
import { sendApplicationFile } from './application-files';
import {
  APPLICATIONS_PER_PAGE,
  listOperatorApplications,
  loadOperatorApplication,
} from './application-view';
import { approveApplication, rejectApplication } from './decide-application';
import { tags } from './operator-schemas';
import { pageOf, reasonOf } from './reason';

const operatorOnly = { onRequest: requireOperator };
const docs = { tags, security: bearerSecurity };

export function registerOperatorApplicationRoutes(app: FastifyInstance): void {
  const loaded = async (applicationId: number) => {
    const application = await loadOperatorApplication(app.db, applicationId);
    if (!application) throw notFound('Vendor application');
    return application;
  };

  contractRoute(
    app,
    'GET /v1/operator/vendor-applications',
    {
      ...docs,
      description: 'Vendor applications, newest first, filtered by status and a search text.',
    },
    async (request) => {
      const current = request.query.page ?? 1;
      const { rows, total } = await listOperatorApplications(app.db, {
        ...request.query,
        page: current,
      });
      return answer('GET /v1/operator/vendor-applications', {
        data: rows,
        ...pageOf(total, current, APPLICATIONS_PER_PAGE),
      });
    },
    operatorOnly,
  );

  contractRoute(
    app,
    'GET /v1/operator/vendor-applications/{id}',
    { ...docs, description: 'One vendor application; 404 for an unknown id.' },
    async (request) =>
      answer('GET /v1/operator/vendor-applications/{id}', await loaded(request.params.id)),
    operatorOnly,
  );

  contractRoute(
    app,
    'GET /v1/operator/vendor-applications/{id}/files/{kind}',
    {
      ...docs,
      description: 'The uploaded logo or identity document itself: private, never cached.',
    },
    (request, reply) => sendApplicationFile(app, reply, request.params.id, request.params.kind),
    operatorOnly,
  );

  contractRoute(
    app,
    'POST /v1/operator/vendor-applications/{id}/approve',
    docs,
    async (request) => {
      await approveApplication(app, request.params.id);
      return answer(
        'POST /v1/operator/vendor-applications/{id}/approve',
        await loaded(request.params.id),
      );
    },
    operatorOnly,
  );

  contractRoute(
    app,
    'POST /v1/operator/vendor-applications/{id}/reject',
    docs,
    async (request) => {
      await rejectApplication(app, request.params.id, reasonOf(request.body));
      return answer(
        'POST /v1/operator/vendor-applications/{id}/reject',
        await loaded(request.params.id),
      );
    },
    operatorOnly,
  );
}
