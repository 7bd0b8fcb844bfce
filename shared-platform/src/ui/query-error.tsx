import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Alert, Button } from '@shop/shared-platform/ui/mui-core';
import { isApiError } from '../http/api-error';
import { PLATFORM_NAMESPACE } from '../i18n/platform-texts';

export interface QueryErrorProps {
  /** The query's error (an `ApiError` from `callApi`). */
  error: unknown;
  /** Usually the query's `refetch`. */
  onRetry: () => void;
}

/**
 * What a screen shows when a read failed: a translated message (a network failure says so) and
 * a button that tries again. Server texts are not shown here: they are English and technical.
 */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const offline = isApiError(error) && error.status === null;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('query.retry')}
        </Button>
      }
    >
      {offline ? t('query.offline') : t('query.failed')}
    </Alert>
  );
}
