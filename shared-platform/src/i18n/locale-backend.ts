import type { BackendModule, ReadCallback } from 'i18next';

/** Fetches one locale file: its HTTP status and body. Replaceable in tests. */
export type LoadLocaleFile = (url: string) => Promise<{ status: number; data: string }>;

export interface LocaleBackendOptions {
  /** The file's URL for a language and namespace, `{{lng}}` and `{{ns}}` standing for them. */
  loadPath: (languages: string[], namespaces: string[]) => string;
  load?: LoadLocaleFile;
  /**
   * What else a language needs before i18next may switch to it (Arabic: its right-to-left
   * styling), loaded with its texts; a failure is retried like a failed file.
   */
  prepareLanguage?: (language: string) => Promise<void>;
}

const fetchLocaleFile: LoadLocaleFile = async (url) => {
  const answer = await fetch(url);
  return { status: answer.status, data: await answer.text() };
};

/**
 * i18next's loader of the shop's locale files (`/locales/{lng}/{ns}.json` of the host or of the
 * remote owning the namespace), in place of i18next-http-backend, which cost 2.5 KB gzip before
 * the first render for what is a `fetch`. It tells i18next which failures to retry: a server
 * error (5xx) or a failed connection may pass, so i18next tries again (`maxRetries`,
 * `retryTimeout` of the init options); a 4xx answer or a file that is not JSON will not.
 */
export class LocaleBackend implements BackendModule<LocaleBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  private options: LocaleBackendOptions | undefined;

  init(_services: unknown, options: LocaleBackendOptions): void {
    this.options = options;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    if (!this.options) throw new Error('LocaleBackend read before init.');
    const url = this.options
      .loadPath([language], [namespace])
      .replace('{{lng}}', language)
      .replace('{{ns}}', namespace);
    const load = this.options.load ?? fetchLocaleFile;
    const prepared = this.options.prepareLanguage?.(language);
    Promise.all([load(url), prepared]).then(
      ([{ status, data }]) => {
        if (status >= 400) {
          callback(new Error(`Loading ${url} failed: ${status}`), status >= 500);
          return;
        }
        try {
          callback(null, JSON.parse(data));
        } catch {
          callback(new Error(`${url} is not JSON`), false);
        }
      },
      (error: unknown) => callback(new Error(`Loading ${url} failed: ${String(error)}`), true),
    );
  }
}
