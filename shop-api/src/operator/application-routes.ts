import type { OperatorApplicationsQuery, ReasonBody } from '@shop/shared-contracts/api/marketplace';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error';
import { answer } from '../http/envelope';
import { requireOperator } from '../marketplace/roles';
import { bearerSecurity } from '../plugins/auth';
import {
  envelope,
  failure,
  id,
  idParams,
  object,
  paginated,
  responses,
} from '../schemas/primitives';
import { type ApplicationFileKind, sendApplicationFile } from './application-files';
import {
  APPLICATIONS_PER_PAGE,
  listOperatorApplications,
  loadOperatorApplication,
} from './application-view';
import { approveApplication, rejectApplication } from './decide-application';
import { operatorApplicationSchema, page, reasonBody, searchText, tags } from './operator-schemas';
import { pageOf, reasonOf } from './reason';

const base = { onRequest: requireOperator };
const one = responses(envelope(operatorApplicationSchema));

export function registerOperatorApplicationRoutes(app: FastifyInstance): void {
  const loaded = async (applicationId: number) => {
    const application = await loadOperatorApplication(app.db, applicationId);
    if (!application) throw notFound('Vendor application');
    return application;
  };

  app.get<{ Querystring: OperatorApplicationsQuery }>(
    '/operator/vendor-applications',
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        description: 'Vendor applications, newest first, filtered by status and a search text.',
        querystring: object(
          {
            status: { type: 'string', enum: ['under_review', 'approved', 'rejected'] },
            q: searchText,
            page,
          },
          [],
        ),
        response: responses(envelope(paginated(operatorApplicationSchema))),
      },
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
  );

  app.get<{ Params: { id: number } }>(
    '/operator/vendor-applications/:id',
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        description: 'One vendor application; 404 for an unknown id.',
        params: idParams,
        response: one,
      },
    },
    async (request) =>
      answer('GET /v1/operator/vendor-applications/{id}', await loaded(request.params.id)),
  );

  app.get<{ Params: { id: number; kind: ApplicationFileKind } }>(
    '/operator/vendor-applications/:id/files/:kind',
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        description: 'The uploaded logo or identity document itself: private, never cached.',
        params: object({ id, kind: { type: 'string', enum: ['logo', 'identity-document'] } }),
        response: { '4xx': failure, '5xx': failure },
      },
    },
    (request, reply) => sendApplicationFile(app, reply, request.params.id, request.params.kind),
  );

  app.post<{ Params: { id: number } }>(
    '/operator/vendor-applications/:id/approve',
    { ...base, schema: { tags, security: bearerSecurity, params: idParams, response: one } },
    async (request) => {
      await approveApplication(app, request.params.id);
      return answer(
        'POST /v1/operator/vendor-applications/{id}/approve',
        await loaded(request.params.id),
      );
    },
  );

  app.post<{ Params: { id: number }; Body: ReasonBody }>(
    '/operator/vendor-applications/:id/reject',
    {
      ...base,
      schema: { tags, security: bearerSecurity, params: idParams, body: reasonBody, response: one },
    },
    async (request) => {
      await rejectApplication(app, request.params.id, reasonOf(request.body));
      return answer(
        'POST /v1/operator/vendor-applications/{id}/reject',
        await loaded(request.params.id),
      );
    },
  );
}
