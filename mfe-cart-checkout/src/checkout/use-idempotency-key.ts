import { useRef } from 'react';

/**
 * 32 random hex digits. `crypto.getRandomValues` works on plain-HTTP pages too, where
 * `crypto.randomUUID` is missing.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One `Idempotency-Key` per checkout attempt: the same key for every submit of the same choice
 * (a double click, a retry after a network error), so the server places one order; a new key
 * once the shopper changes the choice, because the server refuses a key reused for another body.
 */
export function useIdempotencyKey() {
  const current = useRef<{ body: string; key: string } | null>(null);
  return (body: object): string => {
    const text = JSON.stringify(body);
    if (current.current?.body !== text) {
      current.current = { body: text, key: newIdempotencyKey() };
    }
    return current.current.key;
  };
}
