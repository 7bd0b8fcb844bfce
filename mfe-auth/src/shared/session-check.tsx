import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, CircularProgress } from '@shop/shared-platform/ui/mui-core';

/**
 * Shown while a stored token waits for the host's session check: the shopper is neither sent
 * away on a token that may be stale nor shown a form they may not need.
 */
export function SessionCheck() {
  const { t } = useTranslation('auth');
  return (
    <Box data-remote="auth" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('common.checkingSession')} />
    </Box>
  );
}
