import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Button } from '@shop/shared-platform/ui/mui-core';

/** Opens the forgot-password form: the way out of a used or expired link. */
export function NewLinkButton() {
  const { t } = useTranslation('auth');
  return (
    <Button component={RouterLink} to={routes.forgotPassword()} color="inherit" size="small">
      {t('resetPassword.requestNewLink')}
    </Button>
  );
}
