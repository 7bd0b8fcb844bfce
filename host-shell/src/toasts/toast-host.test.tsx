import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { setupTestI18n } from '../testing/test-i18n';
import { ACTION_TOAST_AUTO_CLOSE_MS, TOAST_AUTO_CLOSE_MS, ToastHost } from './toast-host';

afterEach(() => cleanup());

it('shows toasts requested by any remote, bottom-right, away from the page title and the header', async () => {
  await setupTestI18n('du');
  const { container } = render(<ToastHost />);
  act(() =>
    emitShopEvent('shop:toast:requested', { kind: 'error', message: 'Failed to fetch cart' }),
  );
  expect(await screen.findByText('Failed to fetch cart')).toBeTruthy();
  expect(container.querySelector('.Toastify__toast-container--bottom-right')).not.toBeNull();
  expect(container.querySelector('.Toastify__toast--error')).not.toBeNull();
  expect(container.querySelector('.Toastify__toast-container--rtl')).toBeNull();
  const toastContainer = container.querySelector<HTMLElement>('.Toastify__toast-container');
  expect(toastContainer?.style.zIndex).toBe('1200');
  // Only the toasts take clicks, not the gaps of their container.
  expect(toastContainer?.style.pointerEvents).toBe('none');
  expect(container.querySelector<HTMLElement>('.Toastify__toast')?.style.pointerEvents).toBe(
    'auto',
  );
});

it('lays toasts out right-to-left in Arabic', async () => {
  await setupTestI18n('ar');
  const { container } = render(<ToastHost />);
  act(() => emitShopEvent('shop:toast:requested', { kind: 'success', message: 'تمت الإضافة' }));
  expect(await screen.findByText('تمت الإضافة')).toBeTruthy();
  expect(container.querySelector('.Toastify__toast-container--rtl')).not.toBeNull();
  // At the end of an Arabic line: bottom-left.
  expect(container.querySelector('.Toastify__toast-container--bottom-left')).not.toBeNull();
  expect(container.querySelector('.Toastify__toast--success')).not.toBeNull();
});

it.each([
  ['du', 'Benachrichtigungen (Alt+T)'],
  ['ar', 'الإشعارات (Alt+T)'],
] as const)('names the toast region in the interface language (%s)', async (language, name) => {
  await setupTestI18n(language);
  render(<ToastHost />);
  expect(screen.getByRole('region', { name })).toBeTruthy();
});

it.each([
  ['du', 'Benachrichtigung schließen'],
  ['ar', 'إغلاق الإشعار'],
] as const)(
  'labels the close button of a toast in the interface language (%s)',
  async (language, name) => {
    await setupTestI18n(language);
    render(<ToastHost />);
    act(() => emitShopEvent('shop:toast:requested', { kind: 'info', message: 'Hallo' }));
    const close = await screen.findByRole('button', { name });
    act(() => close.click());
    await waitFor(() => screen.queryByText('Hallo'));
  },
);

it('adds a link to a path of the shop, opened through the page router', async () => {
  await setupTestI18n('du');
  const opened: string[] = [];
  render(<ToastHost navigate={(path) => opened.push(path)} />);
  act(() =>
    emitShopEvent('shop:toast:requested', {
      kind: 'info',
      message: 'Bitte melde dich an.',
      link: { label: 'Anmelden', href: '/signin?returnTo=%2F' },
    }),
  );
  const link = await screen.findByRole('link', { name: 'Anmelden' });
  expect(link.getAttribute('href')).toBe('/signin?returnTo=%2F');
  act(() => link.click());
  expect(opened).toEqual(['/signin?returnTo=%2F']);
});

it('never links a toast to another site', async () => {
  await setupTestI18n('du');
  render(<ToastHost />);
  act(() =>
    emitShopEvent('shop:toast:requested', {
      kind: 'info',
      message: 'Weiter',
      link: { label: 'Hier', href: '//evil.example' },
    }),
  );
  expect(await screen.findByText('Weiter')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Hier' })).toBeNull();
});

it('shows the button of a toast that offers one and runs its action once', async () => {
  await setupTestI18n('du');
  render(<ToastHost />);
  let undone = 0;
  act(() =>
    emitShopEvent('shop:toast:requested', {
      kind: 'success',
      message: 'Artikel entfernt',
      action: { label: 'Rückgängig', onAction: () => (undone += 1) },
    }),
  );
  const undo = await screen.findByRole('button', { name: 'Rückgängig' });
  // The label is kept whole ("Rückgän-gig" broke on a phone).
  expect(getComputedStyle(undo).whiteSpace).toBe('nowrap');
  act(() => undo.click());
  expect(undone).toBe(1);
});

it('gives a toast with an action longer than a message, and names no English timer', async () => {
  await setupTestI18n('ar');
  const { container } = render(<ToastHost />);
  act(() => emitShopEvent('shop:toast:requested', { kind: 'info', message: 'رسالة' }));
  act(() =>
    emitShopEvent('shop:toast:requested', {
      kind: 'success',
      message: 'أُزيل',
      action: { label: 'تراجع', onAction: () => undefined },
    }),
  );
  await screen.findByRole('button', { name: 'تراجع' });
  // react-toastify closes a toast when its timer bar's animation ends.
  const timers = [...container.querySelectorAll<HTMLElement>('.Toastify__progress-bar')];
  expect(timers.map((timer) => timer.style.animationDuration).sort()).toEqual(
    [`${ACTION_TOAST_AUTO_CLOSE_MS}ms`, `${TOAST_AUTO_CLOSE_MS}ms`].sort(),
  );
  expect(screen.queryByRole('progressbar')).toBeNull();
});
