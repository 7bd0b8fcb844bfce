import { RequireSession } from '@shop/shared-platform/session/require-session';
import { Box, Typography } from '@shop/shared-platform/ui/mui';
import { useTranslation } from 'react-i18next';

function AccountPageContent() {
  const { t } = useTranslation('account');
  return (
    <Box component="section" data-remote="account" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('account.title')}
      </Typography>
      <Typography>{t('account.intro')}</Typography>
    </Box>
  );
}

export default function AccountPage() {
  return (
    <RequireSession>
      <AccountPageContent />
    </RequireSession>
  );
}
