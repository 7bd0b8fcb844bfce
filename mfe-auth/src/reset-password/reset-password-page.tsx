import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useNavigate, useSearchParams } from '@shop/shared-platform/router/react-router';
import { Alert, Stack } from '@shop/shared-platform/ui/mui-core';
import { AuthCard } from '../shared/auth-card';
import { BackToSignInLink } from '../shared/back-to-sign-in-link';
import { PASSWORD_RESET_NOTICE } from '../shared/sign-in-notice';
import { useResetPasswordMutation } from './api/reset-password';
import { NewLinkButton } from './new-link-button';
import { ResetPasswordForm, type ResetValues } from './reset-password-form';
import { resetProblem } from './reset-password-problem';

/** `/reset-password?token=…` (exposed as `./ResetPasswordPage`): the mailed reset link. */
export default function ResetPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const { mutateAsync } = useResetPasswordMutation();

  const onReset = async ({ password, confirmPassword }: ResetValues) => {
    try {
      await mutateAsync({
        token,
        password,
        password_confirmation: confirmPassword,
        // The "password changed" mail is written in the language the shopper sees.
        lang: i18n.language,
      });
    } catch (error) {
      return resetProblem(error);
    }
    navigate(`${routes.signIn()}?${PASSWORD_RESET_NOTICE}`, { replace: true });
    return null;
  };

  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <Stack spacing={2}>
        {token ? (
          <ResetPasswordForm onReset={onReset} />
        ) : (
          <Alert severity="error" action={<NewLinkButton />} sx={{ flexWrap: 'wrap' }}>
            {t('resetPassword.errors.linkMissing')}
          </Alert>
        )}
        <BackToSignInLink />
      </Stack>
    </AuthCard>
  );
}
