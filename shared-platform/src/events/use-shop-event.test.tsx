import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { emitShopEvent, resetShopEventMemory } from './event-bus';
import { useLastShopEvent } from './use-shop-event';

afterEach(() => resetShopEventMemory());

function CartCount() {
  const last = useLastShopEvent('shop:cart:changed');
  return <span>{last ? `count ${last.count}` : 'none'}</span>;
}

it('starts from the remembered value and re-renders on each event', () => {
  emitShopEvent('shop:cart:changed', { count: 2 });
  render(<CartCount />);
  expect(screen.getByText('count 2')).toBeTruthy();
  act(() => emitShopEvent('shop:cart:changed', { count: 7 }));
  expect(screen.getByText('count 7')).toBeTruthy();
});
