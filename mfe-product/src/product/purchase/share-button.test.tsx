import { onShopEvent } from '@shop/shared-platform/events/event-bus';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './share-button';

const renderButton = () =>
  renderRemotePage(<ShareButton title="Regenjacke" />, {
    route: '/product/7?variant=12',
    language: 'du',
    namespaces: ['product'],
  });

const setNavigator = (name: 'share' | 'clipboard', value: unknown) =>
  Object.defineProperty(navigator, name, { value, configurable: true });

afterEach(() => {
  setNavigator('share', undefined);
  setNavigator('clipboard', undefined);
});

describe('ShareButton', () => {
  it("opens the device's share sheet with the page's address where there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    await renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Teilen' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: 'Regenjacke', url: window.location.href }),
    );
  });

  it('else copies the address and says so', async () => {
    setNavigator('share', undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    const toasts = vi.fn();
    const stop = onShopEvent('shop:toast:requested', toasts);
    await renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Teilen' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'Link kopiert.' }),
    );
    expect(writeText).toHaveBeenCalledWith(window.location.href);

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Teilen' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({
        kind: 'error',
        message: 'Der Link konnte nicht kopiert werden.',
      }),
    );
    stop();
  });
});
