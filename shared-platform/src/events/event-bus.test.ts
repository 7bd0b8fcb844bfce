import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitShopEvent, lastShopEvent, onShopEvent, resetShopEventMemory } from './event-bus';

afterEach(() => resetShopEventMemory());

describe('event bus', () => {
  it('delivers versioned payloads to subscribers', () => {
    const handler = vi.fn();
    const off = onShopEvent('shop:language:changed', handler);
    emitShopEvent('shop:language:changed', { language: 'ar' });
    expect(handler).toHaveBeenCalledWith({ language: 'ar' });
    off();
  });

  it('puts { version: 2, payload } in the CustomEvent detail', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('shop:toast:requested', listener);
    emitShopEvent('shop:toast:requested', { kind: 'info', message: 'Hallo' });
    window.removeEventListener('shop:toast:requested', listener);
    expect(seen).toEqual([{ version: 2, payload: { kind: 'info', message: 'Hallo' } }]);
  });

  it('stops delivering after unsubscribe', () => {
    const handler = vi.fn();
    const off = onShopEvent('shop:language:changed', handler);
    off();
    emitShopEvent('shop:language:changed', { language: 'du' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('remembers the last payload per name on window', () => {
    expect(lastShopEvent('shop:language:changed')).toBeUndefined();
    emitShopEvent('shop:language:changed', { language: 'du' });
    emitShopEvent('shop:language:changed', { language: 'en' });
    expect(lastShopEvent('shop:language:changed')).toEqual({ language: 'en' });
    expect(lastShopEvent('shop:auth:changed')).toBeUndefined();
    const onWindow = (window as unknown as Record<string, Record<string, unknown>>)
      .__shopLastEvents__;
    expect(onWindow?.['shop:language:changed']).toEqual({ language: 'en' });
  });

  it('ignores events of an unknown contract version', () => {
    const handler = vi.fn();
    const off = onShopEvent('shop:language:changed', handler);
    window.dispatchEvent(
      new CustomEvent('shop:language:changed', {
        detail: { version: 1, payload: { language: 'ar' } },
      }),
    );
    window.dispatchEvent(new CustomEvent('shop:language:changed', { detail: { language: 'ar' } }));
    expect(handler).not.toHaveBeenCalled();
    off();
  });
});
