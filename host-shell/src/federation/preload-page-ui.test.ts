import { expect, it, vi } from 'vitest';
import { preloadPageUi } from './preload-page-ui';

it('asks for the files once per page, and again after a failed download', async () => {
  const offline = vi.fn(() => Promise.reject(new Error('offline')));
  preloadPageUi(offline);
  await vi.waitFor(() => expect(offline).toHaveBeenCalledTimes(1));
  await new Promise((resolve) => setTimeout(resolve, 0));

  const online = vi.fn(() => Promise.resolve());
  preloadPageUi(online);
  preloadPageUi(online);
  await new Promise((resolve) => setTimeout(resolve, 0));
  preloadPageUi(online);
  expect(online).toHaveBeenCalledTimes(1);
});
