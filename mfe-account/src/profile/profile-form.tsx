import type { User } from '@shop/shared-contracts/api/entities';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { LTR_INPUT } from '@shop/shared-platform/ui/ltr-input';
import { Alert, Box, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { TextField } from '@shop/shared-platform/ui/mui-page';
import { PasswordField } from '@shop/shared-platform/ui/password-field';
import { SubmitButton } from '@shop/shared-platform/ui/submit-button';
import { type FormEvent, useState } from 'react';
import { useUpdateProfileMutation } from './api/update-profile';
import {
  emptyPasswords,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
  profileChanges,
  profileErrors,
} from './profile-diff';
import { profileProblem } from './profile-problem';

type Notice = { severity: 'info' | 'success' | 'warning' | 'error'; key: string };

const fieldId = (field: ProfileField) => `profile-${field}`;

/** Name, e-mail and password; sends only what changed, and says when nothing did. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<ProfileValues>({
    name: user.name,
    email: user.email,
    ...emptyPasswords,
  });
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [notices, setNotices] = useState<Notice[]>([]);
  const save = useUpdateProfileMutation();

  const change = (field: ProfileField) => (event: { target: { value: string } }) => {
    setValues((old) => ({ ...old, [field]: event.target.value }));
    // Editing a field clears what was said about the values last sent.
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setNotices([]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = profileErrors(user, values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0] as ProfileField | undefined;
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      setNotices([]);
      return;
    }
    const body = profileChanges(user, values);
    if (Object.keys(body).length === 0) {
      setNotices([{ severity: 'info', key: 'profile.noChanges' }]);
      return;
    }
    try {
      const result = await save.mutateAsync(body);
      setValues({ name: result.user.name, email: result.user.email, ...emptyPasswords });
      setNotices([
        { severity: 'success', key: 'profile.saved' },
        ...(result.email_verification_needed
          ? [{ severity: 'warning' as const, key: 'profile.verifyEmail' }]
          : []),
        ...(body.password ? [{ severity: 'info' as const, key: 'profile.othersSignedOut' }] : []),
      ]);
    } catch (error) {
      const problem = profileProblem(error);
      setErrors(problem.fields);
      setNotices([{ severity: 'error', key: problem.message }]);
    }
  };

  const field = (name: ProfileField) => ({
    id: fieldId(name),
    value: values[name],
    onChange: change(name),
    error: Boolean(errors[name]),
    helperText: errors[name] ? t(errors[name]) : undefined,
    fullWidth: true,
  });
  const emailChanged = values.email.trim().toLowerCase() !== user.email.toLowerCase();

  return (
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby="profile-heading"
    >
      <Typography id="profile-heading" variant="h5" component="h2" gutterBottom>
        {t('profile.title')}
      </Typography>
      <Stack spacing={2}>
        <div aria-live="polite">
          {notices.map((notice) => (
            <Alert key={notice.key} severity={notice.severity} sx={{ mb: 1 }}>
              {t(notice.key)}
            </Alert>
          ))}
        </div>
        <TextField {...field('name')} label={t('profile.name')} autoComplete="name" required />
        <TextField
          {...field('email')}
          label={t('profile.email')}
          type="email"
          autoComplete="email"
          required
          // An address reads left to right in every language.
          slotProps={{ htmlInput: LTR_INPUT }}
        />
        {emailChanged ? <Alert severity="warning">{t('profile.emailChangeHint')}</Alert> : null}
        <Typography variant="subtitle1" component="h3">
          {t('profile.passwordSection')}
        </Typography>
        <PasswordField
          {...field('currentPassword')}
          label={t('profile.currentPassword')}
          htmlInput={{ autoComplete: 'current-password' }}
        />
        <PasswordField
          {...field('password')}
          label={t('profile.newPassword')}
          htmlInput={{ autoComplete: 'new-password' }}
        />
        <PasswordField
          {...field('passwordConfirmation')}
          label={t('profile.confirmPassword')}
          htmlInput={{ autoComplete: 'new-password' }}
        />
        <SubmitButton busy={save.isPending} busyLabel={t('profile.saving')} fullWidth={false}>
          {t('profile.save')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
