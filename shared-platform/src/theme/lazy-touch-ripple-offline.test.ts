import { act, render, screen } from '@testing-library/react';
import { Component, createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import LazyTouchRipple from './lazy-touch-ripple';

vi.mock('@mui/material/ButtonBase/TouchRipple', () => {
  throw new Error('offline');
});

/** Stands for the page's error boundary, which a failed ripple must never reach. */
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? 'the page failed' : this.props.children;
  }
}

describe('LazyTouchRipple without its file', () => {
  it('draws no ripple and lets the button go on, instead of failing the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      createElement(PageBoundary, null, createElement(LazyTouchRipple, { center: false })),
    );
    // Wait for the event the ripple waits for, its file failing to load; act then lets React
    // commit what follows (in act, without its Suspense reveal throttle of about 300 ms).
    await act(() => import('@mui/material/ButtonBase/TouchRipple').catch(() => undefined));
    expect(screen.queryByText('the page failed')).toBeNull();
    expect(container.innerHTML).toBe('');
  });
});
