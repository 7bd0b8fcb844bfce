import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useShopLanguage } from '@shop/shared-platform/theme/shop-theme-provider';
import { Translate } from '@shop/shared-platform/ui/icons';
import { Button } from '@shop/shared-platform/ui/mui-core';

/** Toggles between ar and du; remotes follow through react-i18next. */
export function LanguageToggle({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = useShopLanguage();
  const next = language === 'du' ? 'ar' : 'du';
  return (
    <Button
      color="inherit"
      startIcon={<Translate />}
      fullWidth={fullWidth}
      lang={next === 'du' ? 'de' : 'ar'}
      title={t('header.switchLanguage')}
      onClick={() => void i18n.changeLanguage(next)}
    >
      {next === 'du' ? 'Deutsch' : 'العربية'}
    </Button>
  );
}
