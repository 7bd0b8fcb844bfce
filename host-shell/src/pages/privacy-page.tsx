import { useTranslation } from '@shop/shared-platform/i18n/react';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t('privacy.title')}
      paragraphs={[
        t('privacy.p1'),
        t('privacy.p2'),
        t('privacy.p3'),
        t('privacy.p4'),
        t('privacy.p5'),
      ]}
    />
  );
}
