import { render, screen } from '@testing-library/react';
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
    // React shows a settled lazy only after its Suspense throttle (about 300 ms).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryByText('the page failed')).toBeNull();
    expect(container.innerHTML).toBe('');
  });
});
