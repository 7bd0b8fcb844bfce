import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Trans } from '@shop/shared-platform/i18n/trans';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Link } from '@shop/shared-platform/ui/mui-core';
import { Checkbox, FormControlLabel } from '@shop/shared-platform/ui/mui-page';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** "I agree to the terms and the privacy policy" with links to both pages. */
export function TermsField({ registration }: { registration: UseFormRegisterReturn<'terms'> }) {
  const { t } = useTranslation('auth');
  return (
    <FormControlLabel
      // The ref reaches the root; react-hook-form finds the <input> inside it.
      control={<Checkbox {...registration} />}
      label={
        <Trans
          t={t}
          i18nKey="signUp.terms"
          components={{
            terms: <Link component={RouterLink} to={routes.terms()} />,
            privacy: <Link component={RouterLink} to={routes.privacy()} />,
          }}
        />
      }
    />
  );
}
