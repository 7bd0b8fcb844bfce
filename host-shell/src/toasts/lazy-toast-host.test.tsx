import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../testing/test-i18n';
import { LazyToastHost } from './lazy-toast-host';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows, in order and once each, the toasts requested before the toast library loaded', async () => {
  await setupTestI18n('du');
  // No idle moment: only a toast request loads the library.
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  render(<LazyToastHost />);
  expect(document.querySelector('.Toastify')).toBeNull();

  act(() => {
    emitShopEvent('shop:toast:requested', { kind: 'info', message: 'Erster Hinweis' });
    emitShopEvent('shop:toast:requested', { kind: 'error', message: 'Zweiter Hinweis' });
  });
  await screen.findByText('Zweiter Hinweis', {}, { timeout: 10_000 });
  act(() => emitShopEvent('shop:toast:requested', { kind: 'success', message: 'Dritter Hinweis' }));
  await screen.findByText('Dritter Hinweis', {}, { timeout: 10_000 });

  const texts = [...document.querySelectorAll('.Toastify__toast')].map(
    (toast) => toast.textContent,
  );
  // Newest on top; each toast shown once.
  expect(texts.filter((text) => text?.includes('Erster Hinweis'))).toHaveLength(1);
  expect(texts.filter((text) => text?.includes('Zweiter Hinweis'))).toHaveLength(1);
  expect(texts.filter((text) => text?.includes('Dritter Hinweis'))).toHaveLength(1);
});

it('loads the toast library when the browser is idle, before any toast', async () => {
  await setupTestI18n('du');
  let idle: (() => void) | undefined;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  render(<LazyToastHost />);
  expect(screen.queryByRole('region')).toBeNull();
  act(() => idle?.());
  // The toasts' region (named in the shopper's language) is there before any toast.
  expect(await screen.findByRole('region', {}, { timeout: 10_000 })).toBeTruthy();
});
