import { routes } from '@shop/shared-contracts/routes';
import { isValidEmail } from '@shop/shared-contracts/validation/is-valid-email';
import { personalWords } from '@shop/shared-contracts/validation/personal-words';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { LTR_INPUT } from '@shop/shared-platform/ui/ltr-input';
import { Alert, Box, Link, Stack } from '@shop/shared-platform/ui/mui-core';
import { TextField } from '@shop/shared-platform/ui/mui-page';
import { PasswordField } from '@shop/shared-platform/ui/password-field';
import { SubmitButton } from '@shop/shared-platform/ui/submit-button';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageText } from '../shared/auth-message';
import { muiRegister } from '../shared/mui-register';
import { PasswordChecklist } from './password-checklist';
import { PasswordMatch } from './password-match';
import { SIGN_UP_PASSWORD_MIN } from './password-rules';
import type { RegisterProblem, SignUpField } from './register-error';
import { TermsField } from './terms-field';
import type { SignUpValues } from './use-register-shopper';

const ERROR_ID = 'signup-error';
const RULES_ID = 'signup-password-rules';
const MATCH_ID = 'signup-password-match';
const MISMATCH = 'signUp.errors.passwordMismatch';

interface SignUpFormProps {
  onRegister: (values: SignUpValues) => Promise<RegisterProblem | null>;
  onRegistered: () => void;
}

export function SignUpForm({ onRegister, onRegistered }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const [problem, setProblem] = useState<RegisterProblem | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<SignUpValues>({
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      terms: false,
    },
  });
  const { errors, isSubmitting } = formState;
  const [password, confirmation, terms, firstName, lastName, email] = watch([
    'password',
    'confirmPassword',
    'terms',
    'firstName',
    'lastName',
    'email',
  ]);
  // The name as the API receives it (first and last joined), so both find the same words.
  const personal = personalWords({ email, name: `${firstName.trim()} ${lastName.trim()}` });
  // The server's message sits above the fields, out of a phone's view after submitting: focus
  // brings it into view and has it read.
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const failure = await onRegister(values);
    if (failure) setProblem(failure);
    else onRegistered();
  });

  /**
   * Error marking of one field: client rule first, then what the server said (a key). A
   * mismatch is already said by the live line under the confirmation: it is not said twice.
   */
  const fieldState = (name: SignUpField, describedBy: string[] = []) => {
    const id = `signup-${name}`;
    const client = errors[name]?.message;
    const server = problem?.fields[name];
    const saidByMatchLine = name === 'confirmPassword' && confirmation.length > 0;
    const helperKey = client ?? (typeof server === 'string' ? server : undefined);
    const helperText =
      helperKey && !(saidByMatchLine && helperKey === MISMATCH) ? t(helperKey) : undefined;
    const ids = [helperText ? `${id}-helper-text` : '', server === true ? ERROR_ID : ''];
    const allIds = [...ids, ...describedBy].filter(Boolean).join(' ');
    return {
      id,
      error: Boolean(client) || Boolean(server),
      helperText,
      htmlInput: allIds ? { 'aria-describedby': allIds } : {},
    };
  };
  const textField = (name: SignUpField) => {
    const { htmlInput, ...state } = fieldState(name);
    return { ...state, slotProps: { htmlInput } };
  };

  // An e-mail address reads left to right in every language.
  const ltrTextField = (name: SignUpField) => {
    const { slotProps, ...rest } = textField(name);
    return { ...rest, slotProps: { htmlInput: { ...slotProps.htmlInput, ...LTR_INPUT } } };
  };

  const required = (key: string) => (value: string) => value.trim().length > 0 || key;

  return (
    // Editing any field clears the server's error: it described the values sent, not these.
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={submit}
      onChange={() => setProblem(null)}
    >
      <Stack spacing={2}>
        {problem ? (
          <Alert severity="error" id={ERROR_ID} ref={alertRef} tabIndex={-1}>
            {messageText(problem.message, t)}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...muiRegister(
              register('firstName', { validate: required('signUp.errors.firstNameRequired') }),
            )}
            {...textField('firstName')}
            label={t('signUp.firstName')}
            autoComplete="given-name"
            required
            fullWidth
          />
          <TextField
            {...muiRegister(
              register('lastName', { validate: required('signUp.errors.lastNameRequired') }),
            )}
            {...textField('lastName')}
            label={t('signUp.lastName')}
            autoComplete="family-name"
            required
            fullWidth
          />
        </Stack>
        <TextField
          {...muiRegister(
            register('email', {
              validate: (value) =>
                value.trim().length === 0
                  ? 'signUp.errors.emailRequired'
                  : isValidEmail(value) || 'signUp.errors.invalidEmail',
            }),
          )}
          {...ltrTextField('email')}
          label={t('signUp.email')}
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <Box>
          <PasswordField
            {...muiRegister(
              register('password', {
                validate: (value) =>
                  value.length >= SIGN_UP_PASSWORD_MIN || 'signUp.errors.passwordLength',
              }),
            )}
            {...fieldState('password', [RULES_ID])}
            label={t('signUp.password')}
            autoComplete="new-password"
            required
            fullWidth
          />
          <PasswordChecklist
            id={RULES_ID}
            password={password}
            serverRule={problem?.passwordRule}
            personal={personal}
          />
        </Box>
        <Box>
          <PasswordField
            {...muiRegister(
              register('confirmPassword', {
                validate: (value, values) => value === values.password || MISMATCH,
              }),
            )}
            {...fieldState('confirmPassword', [MATCH_ID])}
            label={t('signUp.confirmPassword')}
            autoComplete="new-password"
            required
            fullWidth
          />
          <PasswordMatch id={MATCH_ID} password={password} confirmation={confirmation} />
        </Box>
        <TermsField registration={register('terms')} />
        <SubmitButton busy={isSubmitting} busyLabel={t('signUp.submitting')} disabled={!terms}>
          {t('signUp.submit')}
        </SubmitButton>
        <Box sx={{ textAlign: 'center' }}>
          {t('signUp.haveAccount')}{' '}
          <Link component={RouterLink} to={routes.signIn()}>
            {t('signUp.signIn')}
          </Link>
        </Box>
      </Stack>
    </Box>
  );
}
