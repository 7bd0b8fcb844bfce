import { useTranslation } from '@shop/shared-platform/i18n/react';
import { LegalPage } from './legal-page';

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t('terms.title')}
      paragraphs={[t('terms.p1'), t('terms.p2'), t('terms.p3'), t('terms.p4'), t('terms.p5')]}
    />
  );
}
