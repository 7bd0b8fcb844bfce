import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useShownAnswer } from './use-shown-answer';

it('shows an arriving answer after a background render, loading until then', () => {
  type Query = { data: string[] | undefined; isSuccess: boolean };
  const seen: { shown: string[] | undefined; building: boolean }[] = [];
  const { rerender } = renderHook(
    (query: Query) => {
      const result = useShownAnswer(query);
      seen.push(result);
      return result;
    },
    { initialProps: { data: undefined, isSuccess: false } as Query },
  );
  const answer = ['review'];
  rerender({ data: answer, isSuccess: true });
  expect(seen).toEqual([
    { shown: undefined, building: false },
    // The answer's own render still shows the loading state: nothing is built in it.
    { shown: undefined, building: true },
    // The background render builds the answer.
    { shown: answer, building: false },
  ]);
});
