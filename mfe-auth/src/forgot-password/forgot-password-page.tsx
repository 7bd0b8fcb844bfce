import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  TextField,
} from '@shop/shared-platform/ui/mui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../shared/auth-card';
import { BackToSignInLink } from '../shared/back-to-sign-in-link';
import { isValidEmail } from '../shared/is-valid-email';
import { muiRegister } from '../shared/mui-register';
import { requestPasswordReset } from './request-password-reset';

/** `/forgot-password` (exposed as `./ForgotPasswordPage`). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    await requestPasswordReset(email);
    setSent(true);
  });

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      <Stack spacing={2}>
        {sent ? (
          <Alert severity="success">{t('forgotPassword.sent')}</Alert>
        ) : (
          <Box component="form" noValidate onSubmit={submit}>
            <Stack spacing={2}>
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
                error={Boolean(errors.email)}
                helperText={errors.email?.message ? t(errors.email.message) : undefined}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={isSubmitting}
                startIcon={
                  isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined
                }
              >
                {isSubmitting ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
              </Button>
            </Stack>
          </Box>
        )}
        <BackToSignInLink />
      </Stack>
    </AuthCard>
  );
}
