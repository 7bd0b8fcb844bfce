import { useTranslation } from '@shop/shared-platform/i18n/react';

/**
 * The translated text of a field's problem: a code of the API (`too_long`) or of the form's own
 * checks. A code this remote has no text for yet reads as "invalid", never as a raw key.
 */
export function useFieldText() {
  const { t } = useTranslation('seller');
  return (code: string | undefined): string | undefined =>
    code ? t(`errors.field.${code}`, { defaultValue: t('errors.field.invalid') }) : undefined;
}
