import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Cancel, CheckCircle } from '@shop/shared-platform/ui/icons';
import { Typography } from '@shop/shared-platform/ui/mui-core';

interface PasswordMatchProps {
  id: string;
  password: string;
  confirmation: string;
}

/** "Passwords match" / "Passwords do not match", live while the confirmation is typed. */
export function PasswordMatch({ id, password, confirmation }: PasswordMatchProps) {
  const { t } = useTranslation('auth');
  const matches = password === confirmation;
  return (
    <Typography
      id={id}
      variant="body2"
      aria-live="polite"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 24,
        mt: 0.5,
        color: matches ? 'success.main' : 'error.main',
      }}
    >
      {confirmation.length === 0 ? null : (
        <>
          {matches ? (
            <CheckCircle fontSize="small" aria-hidden />
          ) : (
            <Cancel fontSize="small" aria-hidden />
          )}
          {matches ? t('signUp.passwordsMatch') : t('signUp.passwordsDoNotMatch')}
        </>
      )}
    </Typography>
  );
}
