import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { ArrowBack } from '@shop/shared-platform/ui/icons';
import { Link } from '@shop/shared-platform/ui/mui-core';

/** Link back to sign-in; the arrow points to the inline start, so it flips in Arabic. */
export function BackToSignInLink() {
  const { t } = useTranslation('auth');
  return (
    <Link
      component={RouterLink}
      to={routes.signIn()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
    >
      <ArrowBack
        fontSize="small"
        aria-hidden
        sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
      />
      {t('common.backToSignIn')}
    </Link>
  );
}
