import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Alert, Box, Stack } from '@shop/shared-platform/ui/mui-core';
import { PasswordField } from '@shop/shared-platform/ui/password-field';
import { SubmitButton } from '@shop/shared-platform/ui/submit-button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { muiRegister } from '../shared/mui-register';
import { PasswordChecklist } from '../sign-up/password-checklist';
import { PasswordMatch } from '../sign-up/password-match';
import { SIGN_UP_PASSWORD_MIN } from '../sign-up/password-rules';
import { NewLinkButton } from './new-link-button';
import type { ResetProblem } from './reset-password-problem';

const RULES_ID = 'reset-password-rules';
const ERROR_ID = 'reset-password-error';
const MATCH_ID = 'reset-password-match';
const MISMATCH = 'signUp.errors.passwordMismatch';

export interface ResetValues {
  password: string;
  confirmPassword: string;
}

interface ResetPasswordFormProps {
  /** Answers the problem of a failed reset, or null after success. */
  onReset: (values: ResetValues) => Promise<ResetProblem | null>;
}

/** New password and confirmation, with the sign-up page's live rule checklist. */
export function ResetPasswordForm({ onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [problem, setProblem] = useState<ResetProblem | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<ResetValues>({
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  const [password, confirmation] = watch(['password', 'confirmPassword']);

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    setProblem(await onReset(values));
  });

  // Setting aria-describedby replaces MUI's own link to the helper text, so it is named here.
  const describedBy = (id: string, helper: string | undefined, ...ids: string[]) => {
    const all = [helper ? `${id}-helper-text` : '', problem ? ERROR_ID : '', ...ids];
    const names = all.filter(Boolean).join(' ');
    return names ? { 'aria-describedby': names } : undefined;
  };
  const passwordHelper = errors.password?.message ? t(errors.password.message) : undefined;
  // A mismatch is already said by the live line under the confirmation: it is not said twice.
  const confirmKey = errors.confirmPassword?.message;
  const saidByMatchLine = confirmKey === MISMATCH && confirmation.length > 0;
  const confirmHelper = confirmKey && !saidByMatchLine ? t(confirmKey) : undefined;

  return (
    <Box component="form" method="post" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {problem ? (
          <Alert
            severity="error"
            id={ERROR_ID}
            action={problem.linkDead ? <NewLinkButton /> : undefined}
            sx={{ flexWrap: 'wrap' }}
          >
            {t(problem.key)}
          </Alert>
        ) : null}
        <Box>
          <PasswordField
            {...muiRegister(
              register('password', {
                validate: (value) =>
                  value.length >= SIGN_UP_PASSWORD_MIN || 'signUp.errors.passwordLength',
              }),
            )}
            id="reset-password-password"
            label={t('resetPassword.password')}
            autoComplete="new-password"
            required
            fullWidth
            error={Boolean(passwordHelper) || Boolean(problem?.password)}
            helperText={passwordHelper}
            htmlInput={describedBy('reset-password-password', passwordHelper, RULES_ID)}
          />
          <PasswordChecklist id={RULES_ID} password={password} />
        </Box>
        <Box>
          <PasswordField
            {...muiRegister(
              register('confirmPassword', {
                validate: (value, values) => value === values.password || MISMATCH,
              }),
            )}
            id="reset-password-confirm"
            label={t('resetPassword.confirmPassword')}
            autoComplete="new-password"
            required
            fullWidth
            error={Boolean(confirmHelper)}
            helperText={confirmHelper}
            htmlInput={describedBy('reset-password-confirm', confirmHelper, MATCH_ID)}
          />
          <PasswordMatch id={MATCH_ID} password={password} confirmation={confirmation} />
        </Box>
        <SubmitButton busy={isSubmitting} busyLabel={t('resetPassword.submitting')}>
          {t('resetPassword.submit')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
