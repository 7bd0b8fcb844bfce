import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstScreen } from './after-first-screen';

describe('AfterFirstScreen', () => {
  it('commits the page without its children first, then builds them in a render of their own', async () => {
    const childrenInFirstCommit: boolean[] = [];
    function Page() {
      useLayoutEffect(() => {
        childrenInFirstCommit.push(document.querySelector('[data-testid="below"]') !== null);
      }, []);
      return (
        <main>
          <h1>first screen</h1>
          <AfterFirstScreen>
            <p data-testid="below">below</p>
          </AfterFirstScreen>
        </main>
      );
    }
    await act(async () => {
      render(<Page />);
    });
    expect(childrenInFirstCommit).toEqual([false]);
    expect((await screen.findByTestId('below')).textContent).toBe('below');
  });
});
