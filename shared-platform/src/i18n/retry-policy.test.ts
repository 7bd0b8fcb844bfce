import i18next from 'i18next';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createI18nOptions } from './init-i18n';
import { type LoadLocaleFile, LocaleBackend } from './locale-backend';

type Answer = { status: number } | 'network' | 'not json';

/** Starts a fresh i18next with our options; each URL answers from its script, then 200. */
async function loadWith(script: Record<string, Answer[]>) {
  const calls: string[] = [];
  const load: LoadLocaleFile = async (url) => {
    calls.push(url);
    const answer = script[url]?.shift();
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer === 'not json') return { status: 200, data: '<html>' };
    if (answer) return { status: answer.status, data: '' };
    return { status: 200, data: '{"hello":"Hallo"}' };
  };
  const instance = i18next.createInstance();
  const options = createI18nOptions({ namespaceOrigins: {}, hostOrigin: 'http://host', load });
  const done = instance.use(LocaleBackend).init({ ...options, lng: 'du' });
  await vi.runAllTimersAsync();
  await done;
  return { calls, instance };
}

const DU = 'http://host/locales/du/translation.json';
const EN = 'http://host/locales/en/translation.json';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('retries 5xx answers with doubling delays starting at 350 ms, then succeeds', async () => {
  const timeouts = vi.spyOn(globalThis, 'setTimeout');
  const { calls, instance } = await loadWith({ [DU]: [{ status: 503 }, { status: 500 }] });
  expect(calls.filter((url) => url === DU)).toHaveLength(3);
  const delays = timeouts.mock.calls.map((call) => call[1]);
  expect(delays).toEqual(expect.arrayContaining([350, 700]));
  expect(instance.t('hello')).toBe('Hallo');
});

it('gives up after 5 retries', async () => {
  const failing = Array.from({ length: 10 }, () => ({ status: 502 }));
  const timeouts = vi.spyOn(globalThis, 'setTimeout');
  const { calls } = await loadWith({ [DU]: failing });
  expect(calls.filter((url) => url === DU)).toHaveLength(6);
  const delays = timeouts.mock.calls.map((call) => call[1]).filter((d) => typeof d === 'number');
  expect(delays).toEqual(expect.arrayContaining([350, 700, 1400, 2800, 5600]));
  expect(delays).not.toContain(11200);
});

it('retries network failures', async () => {
  const { calls } = await loadWith({ [DU]: ['network', 'network'] });
  expect(calls.filter((url) => url === DU)).toHaveLength(3);
});

it('does not retry a file that is not JSON', async () => {
  const { calls } = await loadWith({ [DU]: ['not json'] });
  expect(calls.filter((url) => url === DU)).toHaveLength(1);
});

it('does not retry 4xx answers', async () => {
  const { calls } = await loadWith({ [DU]: [{ status: 404 }], [EN]: [{ status: 403 }] });
  expect(calls.filter((url) => url === DU)).toHaveLength(1);
  expect(calls.filter((url) => url === EN)).toHaveLength(1);
});

it('configures the loader and the shop i18next defaults', () => {
  const options = createI18nOptions({ namespaceOrigins: {} });
  expect(options).toMatchObject({
    fallbackLng: 'en',
    defaultNS: 'translation',
    supportedLngs: ['du', 'ar', 'en'],
    load: 'currentOnly',
    saveMissing: false,
    debug: false,
    interpolation: { escapeValue: false },
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    react: { useSuspense: true },
  });
});
