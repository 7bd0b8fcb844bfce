import { useRef } from 'react';

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
      current.current = { body: text, key: crypto.randomUUID() };
    }
    return current.current.key;
  };
}
