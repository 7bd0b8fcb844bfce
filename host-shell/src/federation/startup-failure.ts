/**
 * Shown when the shop cannot start (e.g. /runtime-config.json unreachable). i18n is not running
 * yet and nothing shared may load before the async boundary, so the three texts live here.
 */
export const STARTUP_FAILURE_TEXTS = [
  { lang: 'de', dir: 'ltr', text: 'Der Shop konnte nicht starten. Bitte lade die Seite neu.' },
  { lang: 'ar', dir: 'rtl', text: 'تعذّر تشغيل المتجر. يرجى إعادة تحميل الصفحة.' },
  { lang: 'en', dir: 'ltr', text: 'The shop could not start. Please reload the page.' },
] as const;

export function showStartupFailure(doc: Document = document): void {
  const root = doc.getElementById('root');
  if (!root) return;
  root.replaceChildren(
    ...STARTUP_FAILURE_TEXTS.map(({ lang, dir, text }) => {
      const line = doc.createElement('p');
      line.lang = lang;
      line.dir = dir;
      line.textContent = text;
      return line;
    }),
  );
  root.setAttribute('role', 'alert');
}
