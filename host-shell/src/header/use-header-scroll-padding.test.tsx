import { renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useHeaderScrollPadding } from './use-header-scroll-padding';

type Report = (entries: Partial<ResizeObserverEntry>[]) => void;
let report: Report = () => undefined;

class FakeResizeObserver {
  constructor(callback: Report) {
    report = callback;
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.style.scrollPaddingTop = '';
});

it("keeps the header's height, as the observer reports it, free at the top of the page", () => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  const header = { current: document.createElement('header') };
  const { unmount } = renderHook(() => useHeaderScrollPadding(header));
  report([{ borderBoxSize: [{ blockSize: 112, inlineSize: 320 }] }]);
  expect(document.documentElement.style.scrollPaddingTop).toBe('112px');
  expect(document.documentElement.style.getPropertyValue('--shop-header-height')).toBe('112px');
  report([{ borderBoxSize: [{ blockSize: 152, inlineSize: 320 }] }]);
  expect(document.documentElement.style.scrollPaddingTop).toBe('152px');
  expect(document.documentElement.style.getPropertyValue('--shop-header-height')).toBe('152px');
  unmount();
  expect(document.documentElement.style.scrollPaddingTop).toBe('');
  expect(document.documentElement.style.getPropertyValue('--shop-header-height')).toBe('');
});
