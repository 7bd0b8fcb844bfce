import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '../../../public/locales/ar/auth.json';
import du from '../../../public/locales/du/auth.json';
import en from '../../../public/locales/en/auth.json';

/**
 * A fresh i18next with the real `auth` files and no fallback: a key missing from the chosen
 * language renders as the raw key, so assertions on the shown text catch it.
 */
export async function createTestI18n(language: 'du' | 'ar' | 'en' = 'en'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['auth'],
    defaultNS: 'auth',
    resources: { du: { auth: du }, ar: { auth: ar }, en: { auth: en } },
    interpolation: { escapeValue: false },
  });
  return instance;
}
