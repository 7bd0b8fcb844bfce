import { useDeferredValue } from 'react';

/**
 * A query's answer as a section shows it. An answer re-renders the component that reads it at
 * once, in one task React cannot split; deferred, the section is built in a background render,
 * in slices of a few milliseconds, and keeps its loading state meanwhile (`building`). Built at
 * once, the reviews and the related products each blocked a phone's main thread for 50 to 100 ms
 * under Lighthouse's 4x slowdown.
 */
export function useShownAnswer<T>(query: { data: T | undefined; isSuccess: boolean }): {
  shown: T | undefined;
  building: boolean;
} {
  const shown = useDeferredValue(query.data);
  return { shown, building: query.isSuccess && shown === undefined };
}
