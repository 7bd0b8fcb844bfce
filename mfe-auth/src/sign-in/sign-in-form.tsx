import { routes } from '@shop/shared-contracts/routes';
import { isValidEmail } from '@shop/shared-contracts/validation/is-valid-email';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { LTR_INPUT } from '@shop/shared-platform/ui/ltr-input';
import { Alert, Box, Link, Stack } from '@shop/shared-platform/ui/mui-core';
import { Checkbox, FormControlLabel, TextField } from '@shop/shared-platform/ui/mui-page';
import { PasswordField } from '@shop/shared-platform/ui/password-field';
import { SubmitButton } from '@shop/shared-platform/ui/submit-button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageText } from '../shared/auth-message';
import { muiRegister } from '../shared/mui-register';
import { shakeSx } from '../shared/shake';
import { useShake } from '../shared/use-shake';
import type { SignInProblem } from './sign-in-error';
import type { SignInValues } from './use-sign-in';

const ERROR_ID = 'signin-error';
const SIGN_IN_PASSWORD_MIN = 6;

interface SignInFormProps {
  onSignIn: (values: SignInValues) => Promise<SignInProblem | null>;
}

export function SignInForm({ onSignIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const { shaking, shakeCount, shake } = useShake();
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    defaultValues: { email: '', password: '', rememberMe: false },
    // react-hook-form focuses the first invalid field itself (shouldFocusError).
    shouldFocusError: true,
  });

  const submit = handleSubmit(
    async (values) => {
      setProblem(null);
      const failure = await onSignIn(values);
      if (failure) {
        setProblem(failure);
        shake();
      }
    },
    () => {
      // A stale server message would contradict the field errors now shown.
      setProblem(null);
      shake();
    },
  );

  const serverMarks = problem?.fields;
  const describedBy = (marked: boolean | undefined) =>
    marked ? { 'aria-describedby': ERROR_ID } : {};

  return (
    <Box
      component="form"
      // Sent by the browser itself only before the app's script has run: a POST keeps the
      // password out of the address and the logs (the server answers with the page again).
      method="post"
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting}
      data-shaking={shaking}
      sx={shakeSx(shakeCount, shaking)}
    >
      <Stack spacing={2}>
        {problem ? (
          <Alert severity="error" id={ERROR_ID}>
            {messageText(problem.message, t)}
          </Alert>
        ) : null}
        <TextField
          {...muiRegister(
            register('email', {
              validate: (value) => isValidEmail(value) || 'signIn.errors.invalidEmail',
            }),
          )}
          id="signin-email"
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          required
          fullWidth
          error={Boolean(errors.email) || Boolean(serverMarks?.email)}
          helperText={errors.email?.message ? t(errors.email.message) : undefined}
          slotProps={{
            htmlInput: { ...LTR_INPUT, ...(errors.email ? {} : describedBy(serverMarks?.email)) },
          }}
        />
        <PasswordField
          {...muiRegister(
            register('password', {
              validate: (value) =>
                value.length >= SIGN_IN_PASSWORD_MIN || 'signIn.errors.passwordLength',
            }),
          )}
          id="signin-password"
          label={t('signIn.password')}
          autoComplete="current-password"
          required
          fullWidth
          error={Boolean(errors.password) || Boolean(serverMarks?.password)}
          helperText={errors.password?.message ? t(errors.password.message) : undefined}
          htmlInput={errors.password ? {} : describedBy(serverMarks?.password)}
        />
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <FormControlLabel
            control={<Checkbox {...register('rememberMe')} />}
            label={t('signIn.rememberMe')}
          />
          <Link component={RouterLink} to={routes.forgotPassword()}>
            {t('signIn.forgotPassword')}
          </Link>
        </Stack>
        <SubmitButton busy={isSubmitting} busyLabel={t('signIn.submitting')}>
          {t('signIn.submit')}
        </SubmitButton>
        <Box sx={{ textAlign: 'center' }}>
          {t('signIn.noAccount')}{' '}
          <Link component={RouterLink} to={routes.signUp()}>
            {t('signIn.register')}
          </Link>
        </Box>
      </Stack>
    </Box>
  );
}
