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

function backendWith(
  prepareLanguage: (language: string) => Promise<void>,
  onLoad: () => void = () => undefined,
) {
  const backend = new LocaleBackend();
  backend.init(undefined, {
    loadPath: () => 'http://host/locales/{{lng}}/{{ns}}.json',
    load: async () => {
      onLoad();
      return { status: 200, data: '{"hello":"مرحبا"}' };
    },
    prepareLanguage,
  });
  return backend;
}

it("answers a language only once what it needs besides its texts is there (Arabic's styling)", async () => {
  let ready: () => void = () => undefined;
  let fileLoaded: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    fileLoaded = resolve;
  });
  const prepared: string[] = [];
  const backend = backendWith(
    (language) =>
      new Promise((resolve) => {
        prepared.push(language);
        ready = resolve;
      }),
    () => fileLoaded(),
  );
  let answered = false;
  const answer = read(backend, 'ar').then((result) => {
    answered = true;
    return result;
  });
  // The texts are in: an answer that did not wait for the styling would follow before the next
  // task, once the promises already settled have run.
  await loaded;
  await new Promise((resolve) => setImmediate(resolve));
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
