import { useTranslation } from '@shop/shared-platform/i18n/react';
import { isRouteErrorResponse, useRouteError } from '@shop/shared-platform/router/react-router';
import { Button, Container, Typography } from '@shop/shared-platform/ui/mui-core';
import { NotFoundPage } from './not-found-page';

/** The router's error page for an unexpected error, translated, with the English text as fallback. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }} role="alert">
      <Typography variant="h4" component="h1" gutterBottom>
        {t('errors.unexpected', { defaultValue: 'Unexpected Application Error!' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('errors.unexpectedHint', { defaultValue: 'Please reload the page.' })}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('errors.reload', { defaultValue: 'Reload' })}
      </Button>
    </Container>
  );
}
