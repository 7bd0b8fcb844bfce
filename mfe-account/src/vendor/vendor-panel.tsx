import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, CircularProgress, Paper } from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import type { ReactNode } from 'react';
import { useMyVendorApplication } from './api/get-my-application';
import { ApplicationStatus } from './application-status';
import { VendorForm } from './vendor-form';

/**
 * The "vendor" tab: the status of a pending or decided application, else the form. The form's
 * state lives in this tab only, so leaving the tab or the page starts it afresh.
 */
export default function VendorPanel() {
  const { t } = useTranslation('account');
  const application = useMyVendorApplication();
  let content: ReactNode;
  if (application.isError)
    content = <QueryError error={application.error} onRetry={() => void application.refetch()} />;
  else if (application.isPending)
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('vendor.loading')} />
      </Box>
    );
  else if (application.data && application.data.status !== 'rejected')
    content = <ApplicationStatus application={application.data} />;
  else
    content = (
      <>
        {application.data ? <ApplicationStatus application={application.data} /> : null}
        <VendorForm />
      </>
    );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {content}
    </Paper>
  );
}
