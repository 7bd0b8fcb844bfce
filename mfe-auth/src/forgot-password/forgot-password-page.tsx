import { isValidEmail } from '@shop/shared-contracts/validation/is-valid-email';
import { isApiError } from '@shop/shared-platform/http/api-error';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { LTR_INPUT } from '@shop/shared-platform/ui/ltr-input';
import { Alert, Box, Stack } from '@shop/shared-platform/ui/mui-core';
import { TextField } from '@shop/shared-platform/ui/mui-page';
import { SubmitButton } from '@shop/shared-platform/ui/submit-button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthCard } from '../shared/auth-card';
import { BackToSignInLink } from '../shared/back-to-sign-in-link';
import { muiRegister } from '../shared/mui-register';
import { usePasswordResetMutation } from './api/request-password-reset';

/** `/forgot-password` (exposed as `./ForgotPasswordPage`). */
export default function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const [tooMany, setTooMany] = useState(false);
  const { mutateAsync } = usePasswordResetMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    setTooMany(false);
    try {
      await mutateAsync({ email, lang: i18n.language });
    } catch (error) {
      // Only the per-address limit is said: it is about this browser, not about the account.
      if (isApiError(error) && error.status === 429) {
        setTooMany(true);
        return;
      }
    }
    // The same confirmation whatever else the answer: the screen must not reveal who is registered.
    setSent(true);
  });

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      <Stack spacing={2}>
        {sent ? (
          <Alert severity="success">{t('forgotPassword.sent')}</Alert>
        ) : (
          <Box component="form" method="post" noValidate onSubmit={submit}>
            <Stack spacing={2}>
              {tooMany ? (
                <Alert severity="error" id="forgot-password-error">
                  {t('forgotPassword.errors.tooMany')}
                </Alert>
              ) : null}
              <TextField
                {...muiRegister(
                  register('email', {
                    validate: (value) =>
                      isValidEmail(value) || 'forgotPassword.errors.invalidEmail',
                  }),
                )}
                id="forgot-password-email"
                label={t('forgotPassword.email')}
                type="email"
                autoComplete="email"
                required
                fullWidth
                slotProps={{ htmlInput: LTR_INPUT }}
                error={Boolean(errors.email)}
                helperText={errors.email?.message ? t(errors.email.message) : undefined}
              />
              <SubmitButton busy={isSubmitting} busyLabel={t('forgotPassword.submitting')}>
                {t('forgotPassword.submit')}
              </SubmitButton>
            </Stack>
          </Box>
        )}
        <BackToSignInLink />
      </Stack>
    </AuthCard>
  );
}
