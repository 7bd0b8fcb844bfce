import { setupTestI18n as setupKitI18n } from '@shop/shared-tooling/testing/test-i18n';

/** The page's i18next with the host's real `translation` files (the shared test kit's setup). */
export function setupTestI18n(language: 'du' | 'ar' | 'en' = 'en') {
  return setupKitI18n({ language, namespaces: ['translation'] });
}
