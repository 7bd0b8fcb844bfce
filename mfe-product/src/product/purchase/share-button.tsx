import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Button } from '@shop/shared-platform/ui/mui-core';
import { Share } from '@shop/shared-platform/ui/page-icons';

/**
 * Shares the page's address (with the chosen variant) through the device's share sheet where
 * the browser has one, else copies it and says so.
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation('product');
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // The shopper closed the share sheet: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      emitShopEvent('shop:toast:requested', { kind: 'success', message: t('share.copied') });
    } catch {
      emitShopEvent('shop:toast:requested', { kind: 'error', message: t('share.copyFailed') });
    }
  };
  return (
    <Button variant="text" size="large" startIcon={<Share />} onClick={() => void share()}>
      {t('share.button')}
    </Button>
  );
}
