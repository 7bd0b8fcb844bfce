import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { emitShopEvent, resetShopEventMemory } from './event-bus';
import { useLastShopEvent } from './use-shop-event';

afterEach(() => resetShopEventMemory());

function PageLanguage() {
  const last = useLastShopEvent('shop:language:changed');
  return <span>{last ? `language ${last.language}` : 'none'}</span>;
}

it('starts from the remembered value and re-renders on each event', () => {
  emitShopEvent('shop:language:changed', { language: 'du' });
  render(<PageLanguage />);
  expect(screen.getByText('language du')).toBeTruthy();
  act(() => emitShopEvent('shop:language:changed', { language: 'ar' }));
  expect(screen.getByText('language ar')).toBeTruthy();
});
