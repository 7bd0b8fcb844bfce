import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Button, Stack, Typography } from '@shop/shared-platform/ui/mui-core';

/** An id that names no product: say so and lead back to the store. */
export function ProductNotFound() {
  const { t } = useTranslation('product');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 4 }}>
      <Typography variant="h4" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography>{t('notFound.text')}</Typography>
      <Button variant="contained" component={RouterLink} to={routes.store()}>
        {t('notFound.toStore')}
      </Button>
    </Stack>
  );
}
