import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const localesDir = join(import.meta.dirname, '..', '..', 'public', 'locales');

function messages(lng: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(localesDir, lng, 'translation.json'), 'utf8'));
}

/** The page's i18next with the host's real translation files, loaded synchronously. */
export async function setupTestI18n(lng: 'du' | 'ar' | 'en' = 'en') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng,
      fallbackLng: 'en',
      defaultNS: 'translation',
      resources: {
        du: { translation: messages('du') },
        ar: { translation: messages('ar') },
        en: { translation: messages('en') },
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  } else if (i18next.language !== lng) {
    await i18next.changeLanguage(lng);
  }
  return i18next;
}
