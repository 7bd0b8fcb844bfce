import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitShopEvent, lastShopEvent, onShopEvent, resetShopEventMemory } from './event-bus';

afterEach(() => resetShopEventMemory());

describe('event bus', () => {
  it('delivers versioned payloads to subscribers', () => {
    const handler = vi.fn();
    const off = onShopEvent('shop:cart:changed', handler);
    emitShopEvent('shop:cart:changed', { count: 3 });
    expect(handler).toHaveBeenCalledWith({ count: 3 });
    off();
  });

  it('puts { version: 1, payload } in the CustomEvent detail', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('shop:toast:requested', listener);
    emitShopEvent('shop:toast:requested', { kind: 'info', message: 'Hallo' });
    window.removeEventListener('shop:toast:requested', listener);
    expect(seen).toEqual([{ version: 1, payload: { kind: 'info', message: 'Hallo' } }]);
  });

  it('stops delivering after unsubscribe', () => {
    const handler = vi.fn();
    const off = onShopEvent('shop:cart:changed', handler);
    off();
    emitShopEvent('shop:cart:changed', { count: 1 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('remembers the last payload per name on window', () => {
    expect(lastShopEvent('shop:cart:changed')).toBeUndefined();
    emitShopEvent('shop:cart:changed', { count: 1 });
    emitShopEvent('shop:cart:changed', { count: 5 });
    expect(lastShopEvent('shop:cart:changed')).toEqual({ count: 5 });
    expect(lastShopEvent('shop:auth:changed')).toBeUndefined();
    const onWindow = (window as unknown as Record<string, Record<string, unknown>>)
      .__shopLastEvents__;
    expect(onWindow?.['shop:cart:changed']).toEqual({ count: 5 });
  });

  it('ignores events of an unknown contract version', () => {
    const handler = vi.fn();
    const off = onShopEvent('shop:cart:changed', handler);
    window.dispatchEvent(
      new CustomEvent('shop:cart:changed', { detail: { version: 2, payload: { count: 9 } } }),
    );
    window.dispatchEvent(new CustomEvent('shop:cart:changed', { detail: { count: 9 } }));
    expect(handler).not.toHaveBeenCalled();
    off();
  });
});
