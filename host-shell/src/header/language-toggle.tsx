import { languageTag } from '@shop/shared-contracts/i18n/languages';
import { LANGUAGE_PARAM } from '@shop/shared-contracts/render/document-language';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useLocation, useNavigate } from '@shop/shared-platform/router/react-router';
import { useShopLanguage } from '@shop/shared-platform/theme/shop-theme-provider';
import { Translate } from '@shop/shared-platform/ui/icons';
import { Button } from '@shop/shared-platform/ui/mui-core';
import { useRequestLanguage } from '../app/language-request';

/**
 * Toggles between ar and du; remotes follow through react-i18next. An address that names its
 * language (`?lang=ar`, the server-rendered pages' own addresses) is changed with it, so reloading
 * or sharing it shows the language chosen.
 */
export function LanguageToggle({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const requestLanguage = useRequestLanguage();
  const language = useShopLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const next = language === 'du' ? 'ar' : 'du';
  const choose = () => {
    requestLanguage(next);
    const query = new URLSearchParams(location.search);
    if (!query.has(LANGUAGE_PARAM)) return;
    query.set(LANGUAGE_PARAM, languageTag(next));
    void navigate({ search: `?${query}`, hash: location.hash }, { replace: true });
  };
  return (
    <Button
      color="inherit"
      startIcon={<Translate />}
      fullWidth={fullWidth}
      lang={languageTag(next)}
      title={t('header.switchLanguage')}
      onClick={choose}
    >
      {next === 'du' ? 'Deutsch' : 'العربية'}
    </Button>
  );
}
