import { expect, it } from 'vitest';
import { LocaleBackend } from './locale-backend';

/** One read of the backend; resolves with what it told i18next. */
function read(backend: LocaleBackend, language: string) {
  return new Promise<{ error: Error | null; retry: boolean | unknown }>((resolve) => {
    backend.read(language, 'translation', (error, data) =>
      resolve({ error: error as Error | null, retry: error ? data : undefined }),
    );
  });
}

function backendWith(prepareLanguage: (language: string) => Promise<void>) {
  const backend = new LocaleBackend();
  backend.init(undefined, {
    loadPath: () => 'http://host/locales/{{lng}}/{{ns}}.json',
    load: async () => ({ status: 200, data: '{"hello":"مرحبا"}' }),
    prepareLanguage,
  });
  return backend;
}

it("answers a language only once what it needs besides its texts is there (Arabic's styling)", async () => {
  let ready: () => void = () => undefined;
  const prepared: string[] = [];
  const backend = backendWith(
    (language) =>
      new Promise((resolve) => {
        prepared.push(language);
        ready = resolve;
      }),
  );
  let answered = false;
  const answer = read(backend, 'ar').then((result) => {
    answered = true;
    return result;
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(prepared).toEqual(['ar']);
  expect(answered).toBe(false);
  ready();
  expect((await answer).error).toBeNull();
});

it('reports a failed preparation as worth retrying, like a failed file', async () => {
  const backend = backendWith(async () => {
    throw new TypeError('Failed to fetch the right-to-left styling');
  });
  const { error, retry } = await read(backend, 'ar');
  expect(error?.message).toMatch(/right-to-left/);
  expect(retry).toBe(true);
});
