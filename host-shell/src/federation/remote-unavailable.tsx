import type { RemoteName } from '@shop/shared-contracts/runtime-config';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
} from '@shop/shared-platform/ui/mui-core';

interface RemoteUnavailableProps {
  remote: RemoteName;
  onRetry: () => void;
}

/** Shown in place of a remote's page when its code cannot be loaded or crashed. */
export function RemoteUnavailable({ remote, onRetry }: RemoteUnavailableProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 4 }} data-testid="remote-unavailable" data-unavailable-remote={remote}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('remote.unavailableTitle')}</AlertTitle>
        {t('remote.unavailableText')}
      </Alert>
    </Box>
  );
}

export function RemoteLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} data-testid="remote-loading">
      <CircularProgress aria-label={t('remote.loading')} />
    </Box>
  );
}
