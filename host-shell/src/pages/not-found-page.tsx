import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link } from '@shop/shared-platform/router/react-router';
import { Button, Container, Typography } from '@shop/shared-platform/ui/mui-core';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 800 }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={Link} to={routes.home()} variant="contained">
        {t('notFound.home')}
      </Button>
    </Container>
  );
}
