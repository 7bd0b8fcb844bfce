import type { Language } from '../i18n/languages';
import { intlLocale } from './locale';

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** e.g. "23. November 2026" / "٢٣ نوفمبر ٢٠٢٦"; empty for an invalid date. */
export function formatDate(value: string | number | Date, lng: Language | string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: 'long' }).format(date);
}

/** Date with hours and minutes. */
export function formatDateTime(value: string | number | Date, lng: Language | string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lng), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
