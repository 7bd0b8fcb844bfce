import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useProfile } from '@shop/shared-platform/session/get-profile';
import { Box, CircularProgress, Divider, Paper } from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { useDeferredValue } from 'react';
import { SessionsCard } from '../sessions/sessions-card';
import { MailLanguageForm } from './mail-language-form';
import { ProfileForm } from './profile-form';

/** The "my account" tab: the profile form, the mail language and the devices signed in. */
export default function ProfilePanel() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  // The form and the devices are built in a background render once the profile is there (a
  // deferred value's render, in slices), not in the answer's own render, which React cannot
  // slice (see useShownAnswer).
  const built = useDeferredValue(profile.data !== undefined);
  if (profile.isError)
    return <QueryError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data || !built)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('profile.loading')} />
      </Box>
    );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <ProfileForm user={profile.data.user} />
      <Divider sx={{ my: 4 }} />
      <MailLanguageForm user={profile.data.user} />
      <Divider sx={{ my: 4 }} />
      <SessionsCard devices={profile.data.devices} />
    </Paper>
  );
}
