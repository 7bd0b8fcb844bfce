import type { OperatorApplication } from '@shop/shared-contracts/api/marketplace';
import { formatDateTime } from '@shop/shared-contracts/format/date';
import { sellerRoutes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useParams } from '@shop/shared-platform/router/react-router';
import { LtrText, UserText } from '@shop/shared-platform/ui/bidi-text';
import { Alert, Box, Button, Typography } from '@shop/shared-platform/ui/mui-core';
import { Chip } from '@shop/shared-platform/ui/mui-page';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { apiProblem, statusOf } from '../../shared/api-problem';
import { PageLink } from '../../shared/page-link';
import { Loading } from '../../shared/page-states';
import { ReasonDialog } from '../../shared/reason-dialog';
import { toast } from '../../shared/toast';
import { useApplication, useDecideApplication } from '../operator-api';
import { NoAccess, OperatorFrame } from '../operator-frame';
import { ApplicationFile } from './application-file';

function Detail({ application }: { application: OperatorApplication }) {
  const { t, i18n } = useTranslation('seller');
  const decide = useDecideApplication(application.id);
  const [rejecting, setRejecting] = useState(false);
  const [justRejected, setJustRejected] = useState(false);
  const rejectionBanner = useRef<HTMLDivElement>(null);
  const shownReason = application.rejection_reason;
  // Focus scrolls the new banner into view below the sticky header (its scroll margin); the
  // banner comes with the answer, which can follow the dialog's closing.
  useEffect(() => {
    if (justRejected && shownReason) rejectionBanner.current?.focus();
  }, [justRejected, shownReason]);
  const problem = decide.isError ? t(apiProblem(decide.error).message) : undefined;
  const rows: [string, ReactNode][] = [
    [
      t('backOffice.applicant'),
      <>
        <UserText>{application.applicant.name}</UserText> (
        <LtrText>{application.applicant.email}</LtrText>)
      </>,
    ],
    [t('backOffice.storeGerman'), <UserText>{application.store_name_in_german}</UserText>],
    [t('backOffice.storeArabic'), <UserText>{application.store_name_in_arabic}</UserText>],
    [t('backOffice.address'), <UserText>{application.address}</UserText>],
    [t('backOffice.phone'), <LtrText>{application.phone}</LtrText>],
    [t('backOffice.storeType'), t(`backOffice.storeTypes.${application.store_type}`)],
    [t('backOffice.sent'), formatDateTime(application.created_at, i18n.language)],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Chip label={t(`backOffice.status.${application.status}`)} />
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 2 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {application.rejection_reason ? (
        <Alert
          ref={rejectionBanner}
          severity="info"
          role="status"
          tabIndex={-1}
          sx={{ scrollMarginTop: 'calc(var(--shop-header-height, 0px) + 16px)' }}
        >
          {t('backOffice.rejectedBecause', { reason: application.rejection_reason })}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <ApplicationFile id={application.id} kind="logo" label={t('backOffice.logo')} />
        <ApplicationFile
          id={application.id}
          kind="identity-document"
          label={t('backOffice.identityDocument')}
        />
      </Box>
      {problem && !rejecting ? <Alert severity="error">{problem}</Alert> : null}
      {application.status === 'under_review' ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate(
                { kind: 'approve' },
                { onSuccess: () => toast('success', t('backOffice.approved')) },
              )
            }
          >
            {t('backOffice.approve')}
          </Button>
          <Button
            color="error"
            onClick={() => {
              decide.reset();
              setRejecting(true);
            }}
          >
            {t('backOffice.reject')}
          </Button>
        </Box>
      ) : null}
      {rejecting ? (
        <ReasonDialog
          open
          title={t('backOffice.rejectTitle')}
          text={t('backOffice.rejectText')}
          confirmLabel={t('backOffice.reject')}
          busy={decide.isPending}
          error={problem}
          onConfirm={(reason) =>
            decide.mutate(
              { kind: 'reject', reason },
              {
                onSuccess: () => {
                  setRejecting(false);
                  setJustRejected(true);
                  toast('success', t('backOffice.rejected'));
                },
              },
            )
          }
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </Box>
  );
}

function ApplicationContent({ id }: { id: number }) {
  const { t } = useTranslation('seller');
  const application = useApplication(id);
  if (application.isPending) return <Loading label={t('backOffice.loading')} />;
  if (application.isError) {
    const status = statusOf(application.error);
    if (status === 403) return <NoAccess />;
    if (status === 404) return <Alert severity="error">{t('errors.notFound')}</Alert>;
    return <QueryError error={application.error} onRetry={() => void application.refetch()} />;
  }
  return <Detail application={application.data} />;
}

/** `/back-office/applications/:id`: one application with its files; approve or reject it. */
export default function BackOfficeApplicationPage() {
  const { t } = useTranslation('seller');
  const id = Number(useParams().id);
  return (
    <OperatorFrame title="backOffice.applicationTitle">
      <Typography sx={{ mb: 2 }}>
        <PageLink to={sellerRoutes.backOffice()}>{t('backOffice.back')}</PageLink>
      </Typography>
      {Number.isInteger(id) && id > 0 ? (
        <ApplicationContent id={id} />
      ) : (
        <Alert severity="error">{t('errors.notFound')}</Alert>
      )}
    </OperatorFrame>
  );
}
