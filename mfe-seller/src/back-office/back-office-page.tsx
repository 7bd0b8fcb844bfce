import type {
  ApplicationStatus,
  OperatorApplication,
} from '@shop/shared-contracts/api/marketplace';
import { formatDate } from '@shop/shared-contracts/format/date';
import { sellerRoutes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { UserText } from '@shop/shared-platform/ui/bidi-text';
import { Box, Paper, Typography } from '@shop/shared-platform/ui/mui-core';
import { Chip } from '@shop/shared-platform/ui/mui-page';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { statusOf } from '../shared/api-problem';
import { ListFilters } from '../shared/list-filters';
import { ListPages } from '../shared/list-pages';
import { PageLink } from '../shared/page-link';
import { Empty, Loading } from '../shared/page-states';
import { useListParams } from '../shared/use-list-params';
import { useApplications } from './operator-api';
import { NoAccess, OperatorFrame } from './operator-frame';

const STATUSES: readonly ApplicationStatus[] = ['under_review', 'approved', 'rejected'];

function ApplicationRow({ application }: { application: OperatorApplication }) {
  const { t, i18n } = useTranslation('seller');
  const name =
    i18n.language === 'du' ? application.store_name_in_german : application.store_name_in_arabic;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          <PageLink to={sellerRoutes.backOfficeApplication(application.id)}>
            <UserText>{name}</UserText>
          </PageLink>
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {application.applicant.name} · {application.applicant.email} ·{' '}
          {formatDate(application.created_at, i18n.language)}
        </Typography>
      </Box>
      <Chip size="small" label={t(`backOffice.status.${application.status}`)} />
    </Paper>
  );
}

function ApplicationsContent() {
  const { t } = useTranslation('seller');
  const list = useListParams();
  const applications = useApplications({
    page: list.page,
    ...(list.q ? { q: list.q } : {}),
    ...(list.status ? { status: list.status as ApplicationStatus } : {}),
  });
  if (applications.isError && statusOf(applications.error) === 403) return <NoAccess />;
  return (
    <>
      <ListFilters
        search={{ value: list.q, label: t('backOffice.search'), onSearch: (q) => list.set({ q }) }}
        status={{
          value: list.status,
          label: t('backOffice.statusFilter'),
          options: STATUSES.map((status) => [status, t(`backOffice.status.${status}`)] as const),
          onChange: (status) => list.set({ status }),
        }}
      />
      {applications.isPending ? (
        <Loading label={t('backOffice.loading')} />
      ) : applications.isError ? (
        <QueryError error={applications.error} onRetry={() => void applications.refetch()} />
      ) : applications.data.data.length === 0 ? (
        <Empty title={t('backOffice.none')} />
      ) : (
        <>
          <Typography role="status" sx={{ mb: 1 }}>
            {t('backOffice.count', { count: applications.data.total })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {applications.data.data.map((application) => (
              <ApplicationRow key={application.id} application={application} />
            ))}
          </Box>
          <ListPages
            page={applications.data.current_page}
            last={applications.data.last_page}
            onChange={(page) => list.set({ q: list.q, status: list.status, page })}
          />
        </>
      )}
    </>
  );
}

/** `/back-office`: vendor applications, searched and filtered by status. */
export default function BackOfficePage() {
  return (
    <OperatorFrame title="backOffice.applicationsTitle">
      <ApplicationsContent />
    </OperatorFrame>
  );
}
